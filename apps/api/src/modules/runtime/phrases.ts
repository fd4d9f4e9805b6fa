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
} as const;

export type PhraseLanguage = keyof (typeof PHRASES)['noAnswer'];
export const phraseLanguage = (language: string | null | undefined): PhraseLanguage =>
  language && language in PHRASES.noAnswer ? (language as PhraseLanguage) : (language?.split('-')[0] ?? '') in PHRASES.noAnswer ? (language!.split('-')[0] as PhraseLanguage) : 'en';
