/** The few sentences the offline responder says in its own words, in every interface language. */
export const PHRASES = {
  noAnswer: {
    en: "I don't have that information yet. Leave your email and the team will get back to you.",
    es: 'Todavía no tengo esa información. Déjanos tu correo y el equipo te responderá.',
    he: 'עדיין אין לי את המידע הזה. השאירו אימייל והצוות יחזור אליכם.',
    ja: 'その情報はまだありません。メールアドレスを残していただければ、担当者からご連絡します。',
    'zh-Hant': '我還沒有這項資訊。留下你的電子郵件，團隊會回覆你。',
    'zh-Hans': '我还没有这项信息。留下你的邮箱，团队会回复你。',
    ar: 'ليست لدي هذه المعلومة بعد. اترك بريدك الإلكتروني وسيتواصل معك الفريق.',
  },
  productLink: {
    en: 'You can see it here:',
    es: 'Puedes verlo aquí:',
    he: 'אפשר לראות אותו כאן:',
    ja: 'こちらでご覧いただけます：',
    'zh-Hant': '可以在這裡查看：',
    'zh-Hans': '可以在这里查看：',
    ar: 'يمكنك مشاهدته هنا:',
  },
  qualify: {
    en: 'What will you use it for? I can suggest the best fit.',
    es: '¿Para qué lo vas a usar? Puedo sugerirte la mejor opción.',
    he: 'למה תשתמשו בזה? אוכל להציע את ההתאמה הטובה ביותר.',
    ja: '何にお使いになりますか？最適なものをご提案します。',
    'zh-Hant': '你打算用在哪裡？我可以推薦最適合的。',
    'zh-Hans': '你打算用在哪里？我可以推荐最合适的。',
    ar: 'لأي غرض ستستخدمه؟ يمكنني اقتراح الأنسب لك.',
  },
  holdOn: {
    en: 'Of course. Go ahead, I am listening.',
    es: 'Claro. Adelante, te escucho.',
    he: 'בטח. אני מקשיב, דברו.',
    ja: 'かしこまりました。どうぞお話しください。',
    'zh-Hant': '好的，請說，我在聽。',
    'zh-Hans': '好的，请说，我在听。',
    ar: 'بالتأكيد. تفضّل، أنا أستمع.',
  },
  thanks: {
    en: 'You are welcome! Is there anything else I can help you with?',
    es: '¡De nada! ¿Puedo ayudarte con algo más?',
    he: 'בשמחה! אפשר לעזור במשהו נוסף?',
    ja: 'どういたしまして！ほかにお手伝いできることはありますか？',
    'zh-Hant': '不客氣！還有什麼可以幫你的嗎？',
    'zh-Hans': '不客气！还有什么可以帮你的吗？',
    ar: 'على الرحب والسعة! هل يمكنني مساعدتك في شيء آخر؟',
  },
} as const;

const HOLD_ON = /^(?:(?:wait|stop|hold on|hang on|one (?:moment|second|sec)|never ?mind|nevermind|sorry|excuse me|please|ok(?:ay)?|no|espera|para|un momento|perdón|ちょっと待って|待って|ストップ|等一下|等等|停|انتظر|توقف|רגע|עצור)[\s,.!?。！？、]*)+$/iu;
const THANKS = /^(?:(?:thanks?(?: you)?(?: so much| very much)?|thx|cheers|great|perfect|gracias|muchas gracias|ありがとう(?:ございます)?|谢谢|謝謝|شكرا|شكراً|תודה(?: רבה)?)[\s,.!?。！？、]*)+$/iu;

/** Small talk that is not a question for the knowledge ("wait, stop", "thanks"): answered in a phrase, never searched. */
export function smallTalk(text: string): 'holdOn' | 'thanks' | null {
  const said = text.trim();
  if (HOLD_ON.test(said)) return 'holdOn';
  if (THANKS.test(said)) return 'thanks';
  return null;
}

export type PhraseLanguage = keyof (typeof PHRASES)['noAnswer'];
export const phraseLanguage = (language: string | null | undefined): PhraseLanguage =>
  language && language in PHRASES.noAnswer ? (language as PhraseLanguage) : (language?.split('-')[0] ?? '') in PHRASES.noAnswer ? (language!.split('-')[0] as PhraseLanguage) : 'en';
