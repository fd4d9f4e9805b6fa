import { phraseLanguage } from '../runtime/phrases';

/** What the agent says when a person is asked for, in the visitor's language. */
const WAITING = {
  en: "I've asked the team to join. Someone will be with you shortly; meanwhile I'm happy to keep helping.",
  es: 'He pedido al equipo que se una. Alguien te atenderá en breve; mientras tanto, sigo aquí para ayudarte.',
  he: 'ביקשתי מהצוות להצטרף. מישהו יהיה איתך בקרוב; בינתיים אשמח להמשיך לעזור.',
  ja: '担当者に参加を依頼しました。まもなく対応いたします。それまで引き続きお手伝いします。',
  'zh-Hant': '我已請團隊加入，很快就會有人為你服務；在此之前我會繼續協助你。',
  'zh-Hans': '我已请团队加入，很快就会有人为你服务；在此之前我会继续协助你。',
  ar: 'طلبت من الفريق الانضمام. سيكون أحدهم معك قريبًا، وحتى ذلك الحين يسعدني مواصلة المساعدة.',
};

/** When nobody joined in time: said so, with the offer to take contact details. */
const NOBODY_FREE = {
  en: "I'm sorry, nobody from the team is free right now. Leave your email or phone and they'll get back to you.",
  es: 'Lo siento, ahora mismo no hay nadie del equipo disponible. Déjanos tu correo o teléfono y te responderán.',
  he: 'מצטער, אין כרגע אף אחד פנוי בצוות. השאירו אימייל או טלפון ויחזרו אליכם.',
  ja: '申し訳ありません、ただいま対応できる担当者がおりません。メールアドレスか電話番号を残していただければ、折り返しご連絡します。',
  'zh-Hant': '抱歉，目前團隊沒有人有空。留下你的電子郵件或電話，他們會回覆你。',
  'zh-Hans': '抱歉，目前团队没有人有空。留下你的邮箱或电话，他们会回复你。',
  ar: 'عذرًا، لا يوجد أحد من الفريق متاح الآن. اترك بريدك الإلكتروني أو هاتفك وسيتواصلون معك.',
};

export const waitingForPerson = (language: string | null | undefined) => WAITING[phraseLanguage(language)];
export const nobodyFree = (language: string | null | undefined) => NOBODY_FREE[phraseLanguage(language)];

/**
 * "Can I talk to a human?": a visitor asking for a person in their own words, in the seven
 * languages. Short messages only, so a question that merely mentions staff ("do your agents speak
 * French?") is answered, not handed off.
 */
const ASKS_FOR_PERSON = [
  /\b(talk|speak|chat|connect me)\b.{0,30}\b(human|person|someone|somebody|agent|representative|rep|staff|operator|real person|live agent)\b/i,
  /^\s*(a |an )?(human|real person|live agent|representative|operator)( please)?[.!?]*\s*$/i,
  /\b(hablar|comunicarme|conversar)\b.{0,30}\b(humano|persona|agente|alguien|representante)\b/i,
  /^\s*(un )?(humano|agente humano|persona real)( por favor)?[.!?]*\s*$/i,
  /(לדבר|לשוחח).{0,20}(נציג|בן אדם|אדם|מישהו)/,
  /(担当者|オペレーター|人間|スタッフ).{0,10}(話|繋|つな|代わ|替わ)/,
  /(转|轉|找|要|联系|聯繫|接)(人工|真人|专人|專人)/,
  /(人工|真人)(客服|服务|服務)/,
  /(التحدث|أتحدث|التكلم|أتكلم).{0,20}(إنسان|شخص|موظف|ممثل)/,
];

export function asksForPerson(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > 120) return false;
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(trimmed));
}
