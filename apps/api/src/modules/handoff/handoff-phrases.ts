import { phraseLanguage, type PhraseLanguage } from '../knowledge/answer/phrases';

/** What the agent says when a person is asked for, in the visitor's language. */
const WAITING = {
  en: "I've asked the team to join. Someone will be with you shortly; meanwhile I'm happy to keep helping.",
  es: 'He pedido al equipo que se una. Alguien te atenderá en breve; mientras tanto, sigo aquí para ayudarte.',
  he: 'ביקשתי מהצוות להצטרף. מישהו יהיה איתך בקרוב; בינתיים אשמח להמשיך לעזור.',
  ja: '担当者に参加を依頼しました。まもなく対応いたします。それまで引き続きお手伝いします。',
  'zh-Hant': '我已請團隊加入，很快就會有人為你服務；在此之前我會繼續協助你。',
  'zh-Hans': '我已请团队加入，很快就会有人为你服务；在此之前我会继续协助你。',
  ar: 'طلبت من الفريق الانضمام. سيكون أحدهم معك قريبًا، وحتى ذلك الحين يسعدني مواصلة المساعدة.',
  de: 'Ich habe das Team gebeten, dazuzukommen. Gleich ist jemand für Sie da; bis dahin helfe ich gern weiter.',
  fr: 'J’ai demandé à l’équipe de vous rejoindre. Quelqu’un sera avec vous sous peu ; en attendant, je reste à votre disposition.',
  it: 'Ho chiesto al team di unirsi. Qualcuno sarà con lei a breve; nel frattempo resto a sua disposizione.',
  pt: 'Pedi à equipa que se junte à conversa. Alguém vai responder em breve; entretanto, continuo por aqui para ajudar.',
  nl: 'Ik heb het team gevraagd om mee te praten. Er reageert snel iemand; ondertussen help ik u graag verder.',
  pl: 'Zespół dostał prośbę o dołączenie. Ktoś wkrótce się odezwie, a do tego czasu chętnie pomogę dalej.',
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
  de: 'Leider ist gerade niemand aus dem Team frei. Hinterlassen Sie Ihre E-Mail-Adresse oder Telefonnummer, dann meldet man sich bei Ihnen.',
  fr: 'Je suis désolé, personne de l’équipe n’est disponible pour le moment. Laissez votre e-mail ou votre téléphone et on vous recontactera.',
  it: 'Mi dispiace, al momento nessuno del team è disponibile. Lasci la sua e-mail o il suo telefono e la ricontatteranno.',
  pt: 'Lamento, neste momento ninguém da equipa está disponível. Deixe o seu e-mail ou telefone e entrarão em contacto.',
  nl: 'Sorry, er is op dit moment niemand van het team beschikbaar. Laat uw e-mailadres of telefoonnummer achter, dan nemen ze contact met u op.',
  pl: 'Przepraszam, nikt z zespołu nie jest teraz dostępny. Zostaw swój e-mail lub numer telefonu, a zespół się z Tobą skontaktuje.',
};

/** In a voice call: the team was asked, and the person will continue with the visitor in the chat (the call moves there). */
const ASKED_IN_CALL = {
  en: "I've asked the team. A person will continue with you here in the chat as soon as someone is free; until then I'm happy to keep helping.",
  es: 'He avisado al equipo. Una persona seguirá contigo aquí en el chat en cuanto alguien esté libre; mientras tanto, sigo ayudándote.',
  he: "ביקשתי מהצוות. נציג ימשיך איתך כאן בצ'אט ברגע שמישהו יתפנה; בינתיים אשמח להמשיך לעזור.",
  ja: 'チームに依頼しました。担当者の手が空き次第、このチャットで対応いたします。それまで引き続きお手伝いします。',
  'zh-Hant': '我已通知團隊。有人空下來時，會在這裡的聊天中繼續為你服務；在此之前我會繼續協助你。',
  'zh-Hans': '我已通知团队。有人空下来时，会在这里的聊天中继续为你服务；在此之前我会继续协助你。',
  ar: 'لقد أبلغت الفريق. سيتابع معك أحد أفراده هنا في المحادثة فور أن يصبح متاحًا، وحتى ذلك الحين يسعدني مواصلة المساعدة.',
  de: 'Ich habe das Team informiert. Sobald jemand frei ist, geht es hier im Chat mit einer Person weiter; bis dahin helfe ich gern weiter.',
  fr: 'J’ai prévenu l’équipe. Une personne poursuivra avec vous ici dans le chat dès que quelqu’un sera libre ; en attendant, je reste à votre disposition.',
  it: 'Ho avvisato il team. Appena qualcuno sarà libero, una persona continuerà con lei qui in chat; nel frattempo resto a sua disposizione.',
  pt: 'Já avisei a equipa. Assim que alguém estiver livre, uma pessoa continuará a conversa aqui no chat; entretanto, continuo por aqui para ajudar.',
  nl: 'Ik heb het team al laten weten. Zodra er iemand vrij is, gaat een medewerker hier in de chat verder; ondertussen help ik u graag verder.',
  pl: 'Zespół dostał prośbę. Gdy ktoś będzie wolny, przejmie rozmowę tutaj na czacie; do tego czasu chętnie pomogę.',
};

/** Added to a spoken answer the agent did not know: the offer of a person ("yes" accepts it). */
const OFFER_PERSON = {
  en: 'Or I can ask a person from the team to join.',
  es: 'O puedo pedir que una persona del equipo se una.',
  he: 'או שאוכל לבקש שמישהו מהצוות יצטרף.',
  ja: 'または、チームの担当者に参加を依頼することもできます。',
  'zh-Hant': '或者我可以請團隊的專人加入。',
  'zh-Hans': '或者我可以请团队的专人加入。',
  ar: 'أو يمكنني أن أطلب من أحد أفراد الفريق الانضمام.',
  de: 'Oder ich bitte jemanden aus dem Team dazu.',
  fr: 'Ou je peux demander à une personne de l’équipe de vous rejoindre.',
  it: 'Oppure posso chiedere a una persona del team di unirsi.',
  pt: 'Ou posso pedir a uma pessoa da equipa que se junte à conversa.',
  nl: 'Of ik kan iemand van het team vragen om mee te praten.',
  pl: 'Mogę też poprosić kogoś z zespołu o dołączenie.',
};

/** The call's last words when a member took it over: who continues, in the chat. Either name may be unknown. */
const JOINING_IN_CHAT: Record<PhraseLanguage, (name?: string, business?: string) => string> = {
  en: (name, business) => `${name ?? 'A person'} from ${business ?? 'the team'} is joining you in the chat.`,
  es: (name, business) => `${name ?? 'Una persona'} ${business ? `de ${business}` : 'del equipo'} te atenderá en el chat.`,
  he: (name, business) => `${name ?? 'נציג'} ${business ? `מ־${business}` : 'מהצוות'} איתך עכשיו בצ'אט.`,
  ja: (name, business) => `${business ?? 'チーム'}の${name ?? '担当者'}がチャットで対応いたします。`,
  'zh-Hant': (name, business) => `${business ?? '團隊'}的${name ?? '專人'}將在聊天中為你服務。`,
  'zh-Hans': (name, business) => `${business ?? '团队'}的${name ?? '专人'}将在聊天中为你服务。`,
  ar: (name, business) => `${name ?? 'أحد أفراد الفريق'}${business ? ` من ${business}` : ''} ينضم إليك الآن في المحادثة.`,
  de: (name, business) => `${name ?? 'Eine Person'} ${business ? `von ${business}` : 'aus dem Team'} ist jetzt im Chat für Sie da.`,
  fr: (name, business) => `${name ?? 'Une personne'} ${business ? `de ${business}` : 'de l’équipe'} vous rejoint dans le chat.`,
  it: (name, business) => `${name ?? 'Una persona'} ${business ? `di ${business}` : 'del team'} la raggiunge ora in chat.`,
  pt: (name, business) => `${name ?? 'Uma pessoa'} ${business ? `de ${business}` : 'da equipa'} vai continuar a conversa no chat.`,
  nl: (name, business) => `${name ?? 'Iemand'} ${business ? `van ${business}` : 'van het team'} helpt u nu verder in de chat.`,
  pl: (name, business) => `${name ?? 'Ktoś'} ${business ? `z zespołu ${business}` : 'z zespołu'} przejmuje teraz rozmowę na czacie.`,
};

export const waitingForPerson = (language: string | null | undefined) => WAITING[phraseLanguage(language)];
export const nobodyFree = (language: string | null | undefined) => NOBODY_FREE[phraseLanguage(language)];
export const askedInCall = (language: string | null | undefined) => ASKED_IN_CALL[phraseLanguage(language)];
export const offerPerson = (language: string | null | undefined) => OFFER_PERSON[phraseLanguage(language)];
export const joiningInChat = (language: string | null | undefined, who: { name?: string; business?: string }) =>
  JOINING_IN_CHAT[phraseLanguage(language)](who.name, who.business);

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
  /\b(parlare|parlo|chattare)\b.{0,30}\b(persona|operatore|umano|qualcuno|addetto)\b/i,
  /(לדבר|לשוחח).{0,20}(נציג|בן אדם|אדם|מישהו)/,
  /(担当者|オペレーター|人間|スタッフ).{0,10}(話|繋|つな|代わ|替わ)/,
  /(转|轉|找|要|联系|聯繫|接)(人工|真人|专人|專人)/,
  /(人工|真人)(客服|服务|服務)/,
  /(التحدث|أتحدث|التكلم|أتكلم).{0,20}(إنسان|شخص|موظف|ممثل)/,
];

/**
 * "…what's your phone number?": a visitor who asks for the business's own number or address is
 * told, not handed off; one who gives theirs ("my number is 06 12 34 56 78") still asks for a person.
 */
const ASKS_HOW_TO_REACH =
  /\b(?:your|ur|votre|vos|eure|euer|ihre|su|vuestro|vuestra|tu|vostro)\s+(?:\p{L}+\s+)?(?:phone|number|e-?mail|telefon\p{L}*|nummer|tel[eé]fono|n[uú]mero|num[ée]ro|correo|courriel)\b/iu;
const OWN_DETAILS = /\d[\d\s().-]{6,}\d|\S+@\S+/;

export function asksForPerson(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > 120 || (ASKS_HOW_TO_REACH.test(trimmed) && !OWN_DETAILS.test(trimmed))) return false;
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(trimmed));
}

/**
 * "Yes" / "please" as the whole of a short reply, in the seven languages: right after the agent
 * offered a person, it accepts the offer. A longer reply ("yes, but how much is shipping?") is a
 * question and is answered.
 */
const ACCEPTS = [
  /^(yes|yeah|yep|sure|ok|okay|please|go ahead|do it)(?=$|[\s,.!?])/i,
  /^(sí|si|claro|vale|por favor|de acuerdo|bueno)(?=$|[\s,.!?¡])/i,
  /^(certo|va bene|d['’]accordo|volentieri|per favore)(?=$|[\s,.!?])/i,
  /^(כן|בבקשה|בטח|אשמח|סבבה)/,
  /^(はい|お願い|ええ|うん|ぜひ)/,
  /^(好|可以|麻烦|麻煩|请|請|是的|对|對|行)/,
  /^(نعم|أجل|بالتأكيد|من فضلك|حسنًا|حسنا|أكيد)/,
];
const NEGATION = /\b(no|not|don't|nope)\b|no gracias|לא|いいえ|不|لا/i;

export function acceptsOffer(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 40 || NEGATION.test(trimmed)) return false;
  return ACCEPTS.some((pattern) => pattern.test(trimmed));
}
