/** The few sentences the offline responder says in its own words, in every interface language. */
export const PHRASES = {
  /** The honest answer when the knowledge does not hold it; `isDontKnow` recognises it. */
  dontKnow: {
    en: "I'm sorry, I don't know that.",
    es: 'Lo siento, no tengo esa información.',
    de: 'Das weiß ich leider nicht.',
    fr: 'Je suis désolé, je ne sais pas.',
    it: 'Mi dispiace, non ho questa informazione.',
    he: 'מצטער, אין לי את המידע הזה.',
    ja: '申し訳ありません、その情報はわかりません。',
    'zh-Hant': '抱歉，我沒有這方面的資訊。',
    'zh-Hans': '抱歉，我没有这方面的信息。',
    ar: 'عذرًا، ليست لدي هذه المعلومة.',
  },
  /** After the answer to one ask of several, where the others are not in the knowledge. */
  restUnknown: {
    en: "The rest I don't know, I'm afraid: the team can tell you.",
    es: 'Lo demás no lo sé: el equipo te lo puede decir.',
    de: 'Den Rest weiß ich leider nicht, das Team kann es Ihnen sagen.',
    fr: 'Pour le reste, je ne sais pas : l’équipe pourra vous le dire.',
    it: 'Il resto purtroppo non lo so: il team può dirglielo.',
    he: 'את השאר אני לא יודע, הצוות יוכל לומר לך.',
    ja: 'それ以外の点はわかりかねます。スタッフにお問い合わせください。',
    'zh-Hant': '其餘的我不清楚，團隊可以告訴你。',
    'zh-Hans': '其余的我不清楚，团队可以告诉你。',
    ar: 'أما الباقي فلا أعرفه، ويمكن للفريق إخبارك به.',
  },
  /** Followed by the business's phone and email. */
  reachTeam: {
    en: 'You can reach the team at',
    es: 'Puedes contactar al equipo en',
    de: 'Sie erreichen das Team unter',
    fr: 'Vous pouvez joindre l’équipe au',
    it: 'Può contattare il team al',
    he: 'אפשר לפנות לצוות ב־',
    ja: 'お問い合わせ先：',
    'zh-Hant': '你可以透過以下方式聯絡團隊：',
    'zh-Hans': '你可以通过以下方式联系团队：',
    ar: 'يمكنك التواصل مع الفريق عبر',
  },
  leaveEmail: {
    en: 'Leave your email here and the team will get back to you.',
    es: 'Déjanos tu correo aquí y el equipo te responderá.',
    de: 'Hinterlassen Sie hier Ihre E-Mail-Adresse, dann meldet sich das Team bei Ihnen.',
    fr: 'Laissez votre e-mail ici et l’équipe vous répondra.',
    it: 'Lasci qui la sua e-mail e il team le risponderà.',
    he: 'השאירו כאן אימייל והצוות יחזור אליכם.',
    ja: 'こちらにメールアドレスを残していただければ、担当者からご連絡します。',
    'zh-Hant': '在這裡留下你的電子郵件，團隊會回覆你。',
    'zh-Hans': '在这里留下你的邮箱，团队会回复你。',
    ar: 'اترك بريدك الإلكتروني هنا وسيتواصل معك الفريق.',
  },
  noAnswer: {
    en: "I'm sorry, I don't know that. Leave your email and the team will get back to you.",
    es: 'Lo siento, no tengo esa información. Déjanos tu correo y el equipo te responderá.',
    de: 'Das weiß ich leider nicht. Hinterlassen Sie Ihre E-Mail-Adresse, dann meldet sich das Team bei Ihnen.',
    fr: 'Je suis désolé, je ne sais pas. Laissez votre e-mail et l’équipe vous répondra.',
    it: 'Mi dispiace, non ho questa informazione. Lasci la sua e-mail e il team le risponderà.',
    he: 'מצטער, אין לי את המידע הזה. השאירו אימייל והצוות יחזור אליכם.',
    ja: '申し訳ありません、その情報はわかりません。メールアドレスを残していただければ、担当者からご連絡します。',
    'zh-Hant': '抱歉，我沒有這方面的資訊。留下你的電子郵件，團隊會回覆你。',
    'zh-Hans': '抱歉，我没有这方面的信息。留下你的邮箱，团队会回复你。',
    ar: 'عذرًا، ليست لدي هذه المعلومة. اترك بريدك الإلكتروني وسيتواصل معك الفريق.',
  },
  decline: {
    en: "I'm afraid I can't help with that here. Is there anything else about our business I can help you with?",
    es: 'Lo siento, no puedo ayudarte con eso aquí. ¿Hay algo más sobre nuestro negocio en lo que pueda ayudarte?',
    de: 'Dabei kann ich hier leider nicht helfen. Kann ich Ihnen sonst etwas zu unserem Angebot beantworten?',
    fr: 'Je ne peux malheureusement pas vous aider sur ce point ici. Puis-je vous renseigner sur autre chose concernant notre maison ?',
    it: 'Mi dispiace, qui non posso aiutarla con questo. Posso esserle utile in qualcos’altro che riguarda la nostra attività?',
    he: 'מצטער, אני לא יכול לעזור בזה כאן. אפשר לעזור במשהו אחר שקשור אלינו?',
    ja: '申し訳ありませんが、その件はこちらではお答えできません。ほかに当店についてお手伝いできることはありますか？',
    'zh-Hant': '抱歉，這個問題我無法在這裡回答。還有其他關於我們的問題嗎？',
    'zh-Hans': '抱歉，这个问题我无法在这里回答。还有其他关于我们的问题吗？',
    ar: 'عذرًا، لا أستطيع المساعدة في ذلك هنا. هل هناك شيء آخر يخص نشاطنا يمكنني مساعدتك فيه؟',
  },
  /** Opens an answer when a rule asks for a friendly tone. */
  friendly: {
    en: 'Happy to help!',
    es: '¡Con gusto!',
    de: 'Gern geholfen!',
    fr: 'Avec plaisir !',
    it: 'Con piacere!',
    he: 'בשמחה!',
    ja: '喜んでお答えします！',
    'zh-Hant': '很樂意為你解答！',
    'zh-Hans': '很乐意为你解答！',
    ar: 'يسعدني مساعدتك!',
  },
  costs: {
    en: '{name} costs {price}.',
    es: '{name} cuesta {price}.',
    de: '{name} kostet {price}.',
    fr: '{name} coûte {price}.',
    it: '{name} costa {price}.',
    he: '{name} עולה {price}.',
    ja: '{name}は{price}です。',
    'zh-Hant': '{name}的價格是{price}。',
    'zh-Hans': '{name}的价格是{price}。',
    ar: 'سعر {name} هو {price}.',
  },
  inStock: {
    en: 'It is in stock.',
    es: 'Está disponible.',
    de: 'Der Artikel ist vorrätig.',
    fr: 'L’article est en stock.',
    it: 'L’articolo è disponibile.',
    he: 'הוא במלאי.',
    ja: '在庫があります。',
    'zh-Hant': '目前有貨。',
    'zh-Hans': '目前有货。',
    ar: 'إنه متوفر.',
  },
  outOfStock: {
    en: 'It is sold out at the moment.',
    es: 'Ahora mismo está agotado.',
    de: 'Der Artikel ist zurzeit ausverkauft.',
    fr: 'L’article est épuisé pour le moment.',
    it: 'Al momento l’articolo è esaurito.',
    he: 'הוא אזל מהמלאי כרגע.',
    ja: '現在、在庫切れです。',
    'zh-Hant': '目前已售完。',
    'zh-Hans': '目前已售完。',
    ar: 'إنه غير متوفر حاليًا.',
  },
  preorder: {
    en: 'It can be pre-ordered.',
    es: 'Se puede reservar.',
    de: 'Der Artikel kann vorbestellt werden.',
    fr: 'L’article peut être précommandé.',
    it: 'L’articolo si può preordinare.',
    he: 'אפשר להזמין אותו מראש.',
    ja: '予約注文できます。',
    'zh-Hant': '可以預購。',
    'zh-Hans': '可以预购。',
    ar: 'يمكن طلبه مسبقًا.',
  },
  cheapest: {
    en: 'The most affordable is {name} at {price}.',
    es: 'La opción más económica es {name}, a {price}.',
    de: 'Am günstigsten ist {name} für {price}.',
    fr: 'Le moins cher est {name}, à {price}.',
    it: 'L’opzione più economica è {name}, a {price}.',
    he: 'הזול ביותר הוא {name}, ב־{price}.',
    ja: '一番お手頃なのは{name}（{price}）です。',
    'zh-Hant': '最實惠的是{name}，價格{price}。',
    'zh-Hans': '最实惠的是{name}，价格{price}。',
    ar: 'الأرخص هو {name} بسعر {price}.',
  },
  /** Opens an answer that says no (the site states another way as the only one). */
  no: {
    en: 'No —',
    es: 'No:',
    de: 'Nein –',
    fr: 'Non —',
    it: 'No —',
    he: 'לא —',
    ja: 'いいえ。',
    'zh-Hant': '不行。',
    'zh-Hans': '不行。',
    ar: 'لا —',
  },
  /** An asked day and time against the day's hours. */
  openThen: {
    en: 'Yes, we are open then.',
    es: 'Sí, a esa hora estamos abiertos.',
    de: 'Ja, da haben wir geöffnet.',
    fr: 'Oui, c’est ouvert à cette heure-là.',
    it: 'Sì, a quell’ora siamo aperti.',
    he: 'כן, אנחנו פתוחים בשעה הזאת.',
    ja: 'はい、その時間は営業しています。',
    'zh-Hant': '是的，那個時間有營業。',
    'zh-Hans': '是的，那个时间有营业。',
    ar: 'نعم، نكون مفتوحين في ذلك الوقت.',
  },
  closedThen: {
    en: 'No, we are closed by then.',
    es: 'No, a esa hora ya estamos cerrados.',
    de: 'Nein, da haben wir schon geschlossen.',
    fr: 'Non, c’est déjà fermé à cette heure-là.',
    it: 'No, a quell’ora siamo già chiusi.',
    he: 'לא, בשעה הזאת אנחנו כבר סגורים.',
    ja: 'いいえ、その時間はもう閉まっています。',
    'zh-Hant': '不行，那個時間已經打烊了。',
    'zh-Hans': '不行，那个时间已经打烊了。',
    ar: 'لا، نكون قد أغلقنا في ذلك الوقت.',
  },
  closedUntil: {
    en: 'No, we are closed then; we open again at {time}.',
    es: 'No, a esa hora estamos cerrados; volvemos a abrir a las {time}.',
    de: 'Nein, da ist geschlossen; ab {time} Uhr sind wir wieder da.',
    fr: 'Non, c’est fermé à cette heure-là ; réouverture à {time}.',
    it: 'No, a quell’ora siamo chiusi; riapriamo alle {time}.',
    he: 'לא, בשעה הזאת סגור; פותחים שוב ב־{time}.',
    ja: 'いいえ、その時間は閉まっています。{time}から再開します。',
    'zh-Hant': '不行，那個時間沒有營業；{time}再開門。',
    'zh-Hans': '不行，那个时间没有营业；{time}再开门。',
    ar: 'لا، نكون مغلقين في ذلك الوقت؛ نفتح مجددًا في {time}.',
  },
  /** After both prices of a comparison: which is lower. */
  cheaperOfTwo: {
    en: 'So {name} is the cheaper of the two.',
    es: 'Así que {name} es la opción más económica de las dos.',
    de: '{name} ist also günstiger.',
    fr: '{name} est donc le moins cher des deux.',
    it: 'Quindi {name} è il più economico dei due.',
    he: 'כלומר {name} הוא הזול מבין השניים.',
    ja: 'つまり、{name}のほうがお手頃です。',
    'zh-Hant': '所以{name}比較便宜。',
    'zh-Hans': '所以{name}比较便宜。',
    ar: 'إذن {name} هو الأرخص بين الاثنين.',
  },
  /** The same, where the visitor asked by how much. */
  cheaperBy: {
    en: 'So {name} is the cheaper of the two, by {difference}.',
    es: 'Así que {name} es la opción más económica de las dos, {difference} menos.',
    de: '{name} ist also um {difference} günstiger.',
    fr: '{name} est donc le moins cher des deux, de {difference}.',
    it: 'Quindi {name} è il più economico dei due, di {difference}.',
    he: 'כלומר {name} הוא הזול מבין השניים, ב־{difference}.',
    ja: 'つまり、{name}のほうが{difference}お手頃です。',
    'zh-Hant': '所以{name}比較便宜，便宜{difference}。',
    'zh-Hans': '所以{name}比较便宜，便宜{difference}。',
    ar: 'إذن {name} هو الأرخص بين الاثنين، بفارق {difference}.',
  },
  samePrice: {
    en: 'Both cost the same.',
    es: 'Ambos cuestan lo mismo.',
    de: 'Beides kostet gleich viel.',
    fr: 'Les deux coûtent le même prix.',
    it: 'Costano entrambi uguale.',
    he: 'שניהם עולים אותו דבר.',
    ja: 'どちらも同じ価格です。',
    'zh-Hant': '兩者價格相同。',
    'zh-Hans': '两者价格相同。',
    ar: 'كلاهما بالسعر نفسه.',
  },
  priciest: {
    en: 'The most expensive is {name} at {price}.',
    es: 'La opción más cara es {name}, a {price}.',
    de: 'Am teuersten ist {name} für {price}.',
    fr: 'Le plus cher est {name}, à {price}.',
    it: 'L’opzione più cara è {name}, a {price}.',
    he: 'היקר ביותר הוא {name}, ב־{price}.',
    ja: '一番高価なのは{name}（{price}）です。',
    'zh-Hant': '最貴的是{name}，價格{price}。',
    'zh-Hans': '最贵的是{name}，价格{price}。',
    ar: 'الأغلى هو {name} بسعر {price}.',
  },
  yesWeHave: {
    en: 'Yes, we have {name}.',
    es: 'Sí, tenemos {name}.',
    de: 'Ja, wir haben {name}.',
    fr: 'Oui, nous avons {name}.',
    it: 'Sì, abbiamo {name}.',
    he: 'כן, יש לנו {name}.',
    ja: 'はい、{name}がございます。',
    'zh-Hant': '有的，我們有{name}。',
    'zh-Hans': '有的，我们有{name}。',
    ar: 'نعم، لدينا {name}.',
  },
  productLink: {
    en: 'You can see it here:',
    es: 'Puedes verlo aquí:',
    de: 'Hier finden Sie ihn:',
    fr: 'Vous pouvez le voir ici :',
    it: 'Può vederlo qui:',
    he: 'אפשר לראות אותו כאן:',
    ja: 'こちらでご覧いただけます：',
    'zh-Hant': '可以在這裡查看：',
    'zh-Hans': '可以在这里查看：',
    ar: 'يمكنك مشاهدته هنا:',
  },
  qualify: {
    en: 'What will you use it for? I can suggest the best fit.',
    es: '¿Para qué lo vas a usar? Puedo sugerirte la mejor opción.',
    de: 'Wofür möchten Sie es verwenden? Dann empfehle ich Ihnen das Passende.',
    fr: 'À quel usage le destinez-vous ? Je pourrai vous conseiller le plus adapté.',
    it: 'Per che cosa le serve? Così posso consigliarle la soluzione migliore.',
    he: 'למה תשתמשו בזה? אוכל להציע את ההתאמה הטובה ביותר.',
    ja: '何にお使いになりますか？最適なものをご提案します。',
    'zh-Hant': '你打算用在哪裡？我可以推薦最適合的。',
    'zh-Hans': '你打算用在哪里？我可以推荐最合适的。',
    ar: 'لأي غرض ستستخدمه؟ يمكنني اقتراح الأنسب لك.',
  },
  holdOn: {
    en: 'Of course. Go ahead, I am listening.',
    es: 'Claro. Adelante, te escucho.',
    de: 'Natürlich. Sprechen Sie ruhig, ich höre zu.',
    fr: 'Bien sûr. Allez-y, je vous écoute.',
    it: 'Certo. Prego, la ascolto.',
    he: 'בטח. אני מקשיב, דברו.',
    ja: 'かしこまりました。どうぞお話しください。',
    'zh-Hant': '好的，請說，我在聽。',
    'zh-Hans': '好的，请说，我在听。',
    ar: 'بالتأكيد. تفضّل، أنا أستمع.',
  },
  thanks: {
    en: 'You are welcome! Is there anything else I can help you with?',
    es: '¡De nada! ¿Puedo ayudarte con algo más?',
    de: 'Gern geschehen! Kann ich Ihnen sonst noch helfen?',
    fr: 'Je vous en prie ! Puis-je vous aider pour autre chose ?',
    it: 'Prego! Posso aiutarla in qualcos’altro?',
    he: 'בשמחה! אפשר לעזור במשהו נוסף?',
    ja: 'どういたしまして！ほかにお手伝いできることはありますか？',
    'zh-Hant': '不客氣！還有什麼可以幫你的嗎？',
    'zh-Hans': '不客气！还有什么可以帮你的吗？',
    ar: 'على الرحب والسعة! هل يمكنني مساعدتك في شيء آخر؟',
  },
} as const;

const HOLD_ON =
  /^(?:(?:wait|stop|hold on|hang on|one (?:moment|second|sec)|never ?mind|nevermind|sorry|excuse me|please|ok(?:ay)?|no|espera|para|un momento|perdón|ちょっと待って|待って|ストップ|等一下|等等|停|انتظر|توقف|רגע|עצור)[\s,.!?。！？、]*)+$/iu;
const THANKS =
  /^(?:(?:thanks?(?: you)?(?: so much| very much)?|thx|cheers|great|perfect|gracias|muchas gracias|ありがとう(?:ございます)?|谢谢|謝謝|شكرا|شكراً|תודה(?: רבה)?)[\s,.!?。！？、]*)+$/iu;

/** Small talk that is not a question for the knowledge ("wait, stop", "thanks"): answered in a phrase, never searched. */
export function smallTalk(text: string): 'holdOn' | 'thanks' | null {
  const said = text.trim();
  if (HOLD_ON.test(said)) return 'holdOn';
  if (THANKS.test(said)) return 'thanks';
  return null;
}

export type PhraseLanguage = keyof (typeof PHRASES)['noAnswer'];

/** Whether an answer is the agent's honest "I don't know" (in any interface language). */
export function isDontKnow(text: string): boolean {
  const said = text.trim();
  return Object.values(PHRASES.dontKnow).some((phrase) => said.startsWith(phrase));
}

/** A phrase with its {placeholders} filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
export const phraseLanguage = (language: string | null | undefined): PhraseLanguage =>
  language && language in PHRASES.noAnswer
    ? (language as PhraseLanguage)
    : (language?.split('-')[0] ?? '') in PHRASES.noAnswer
      ? (language!.split('-')[0] as PhraseLanguage)
      : 'en';
