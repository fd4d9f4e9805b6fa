/**
 * The words turn-taking reads, in each language the product speaks (packages/i18n: en, es, he, ja,
 * zh-Hant, zh-Hans, ar). A hosted recogniser hears these languages; the embedded one hears English
 * only, so these come into play with Deepgram. Only words that nearly always leave a request open
 * are in `goesOn`: one that may end a short question (Japanese "は" in "トイレは?", "から" in
 * "何時から?", the polite "が"/"けど" that hands the turn over, Chinese "的") would hold a finished
 * question 1.6 s.
 */
export interface LanguageTurnWords {
  /** Space-separated words (en, es, he, ar) or, for Japanese and Chinese, endings of the run of text. */
  spaced: boolean;
  /** Words (or endings) a request does not end on: it goes on after them, or the visitor is still thinking. */
  goesOn: readonly string[];
  /** The whole of what is said while another talks to show they listen. */
  backchannels: readonly string[];
  /** Said to stop the agent, however short (words or phrases; for Japanese and Chinese, anywhere in the text). */
  interruptions: readonly string[];
  /** How a question that asks something of its own starts (spaced) or what it holds (Japanese, Chinese). */
  asks: RegExp;
}

const list = (text: string) => text.trim().split(/\s*,\s*/);

const ENGLISH: LanguageTurnWords = {
  spaced: true,
  goesOn: list(
    'a, an, the, and, or, but, nor, of, to, for, with, without, in, into, onto, at, by, from, about, than, as, if, because, so, ' +
      'my, your, our, their, his, her, its, every, each, whose, is, are, was, were, am, very, really, like, between, uh, um, uhm, er, erm',
  ),
  backchannels: list(
    'mhm, mm, mmm, hmm, uh huh, uh-huh, aha, ah, oh, yeah, yes, yep, yup, ok, okay, right, sure, alright, all right, i see, got it, cool, ' +
      'great, nice, good, oh okay, okay okay, yeah yeah, yes yes, right right, oh right, oh nice, i see okay',
  ),
  interruptions: list('no, nope, stop, wait, sorry, pardon, hello, hey, excuse me, hold on, one moment, but, what'),
  asks: /^(?:(?:and|also|oh|so|but|then|plus)\s+)*(?:what|what's|whats|how|where|when|which|who|why|do|does|did|can|could|is|are|will|would|should|have|has|tell me|i want|i need|i'd like|i would like)(?:\s|$)/,
};

const SPANISH: LanguageTurnWords = {
  spaced: true,
  // "que" without its accent joins a clause ("quiero saber que…"); "qué" asks, and may end a question ("¿por qué?").
  // The filler "este" is left out: it is also "this" ("quiero este").
  goesOn: list(
    'el, la, los, las, un, una, unos, unas, y, e, o, u, ni, pero, de, del, a, al, en, con, sin, por, para, que, como, si, porque, ' +
      'mi, mis, tu, tus, su, sus, nuestro, nuestra, cada, es, son, muy, entre, sobre, hasta, desde, eh, em, mmm',
  ),
  backchannels: list(
    'sí, si, vale, claro, ajá, aja, ya, bueno, de acuerdo, entiendo, perfecto, muy bien, genial, ah, oh, mhm, ok, okay, sí sí, vale vale, ' +
      'ya ya, claro claro, ah vale, ah ya, está bien',
  ),
  interruptions: list('no, espera, espere, para, pare, perdón, perdona, perdone, disculpa, disculpe, oiga, oye, hola, un momento, pero, qué'),
  asks: /^(?:(?:y|también|tambien|pero|entonces|oye|ah)\s+)*(?:qué|que|cuánto|cuanto|cuánta|cuanta|cuántos|cuantos|cuántas|cuantas|cuándo|cuando|dónde|donde|cómo|como|cuál|cual|cuáles|quién|quien|por qué|tienen|tiene|hay|puedo|podría|podria|se puede|quiero|necesito|me gustaría|me gustaria|venden|hacen|aceptan)(?:\s|$)/,
};

const HEBREW: LanguageTurnWords = {
  spaced: true,
  goesOn: list('של, את, עם, על, אל, או, אבל, כי, אם, בין, כמו, גם, ש, ו, ה, אה, אמ, אממ, אהה, כאילו, בשביל, לגבי, מאשר'),
  backchannels: list('כן, אוקיי, אוקי, בסדר, נכון, ברור, הבנתי, אהה, אה, מממ, יופי, טוב, סבבה, כן כן, אוקיי אוקיי, נכון נכון'),
  interruptions: list('לא, רגע, חכה, חכי, סליחה, שנייה, שניה, אבל, מה, הלו, עצור, עצרי'),
  asks: /^(?:(?:וגם|גם|אבל|אז)\s+)*(?:ו?(?:מה|כמה|איפה|מתי|איך|למה|מי|האם|יש|אפשר|אני רוצה|אני צריך|אני צריכה|תגיד|תגידי)|ומה|וכמה)(?:\s|$)/,
};

const ARABIC: LanguageTurnWords = {
  spaced: true,
  goesOn: list('في, من, إلى, الى, على, عن, مع, أو, او, و, لكن, ثم, أن, ان, إن, لأن, لان, حتى, هل, بين, مثل, يعني, اه, امم, ممم, إيه'),
  backchannels: list('نعم, اه, آه, أها, اها, حسنا, حسناً, طيب, تمام, ماشي, اوكي, أوكي, صحيح, فهمت, ممم, ايوه, أيوه, نعم نعم, تمام تمام, طيب طيب'),
  interruptions: list('لا, انتظر, انتظري, لحظة, عفوا, عفواً, آسف, اسف, لكن, ماذا, ألو, الو, توقف, مهلا'),
  asks: /^(?:(?:و|ثم|لكن)\s+)*(?:و?(?:ما|ماذا|كم|بكم|أين|اين|متى|كيف|لماذا|هل|أي|اي|ممكن|أريد|اريد|عندكم|هناك)|ومن)(?:\s|$)/,
};

const JAPANESE: LanguageTurnWords = {
  spaced: false,
  goesOn: list('を, と, や, へ, それから, そして, あと, または, それと, えーと, えっと, えー, あの, あのー, その, まあ'),
  backchannels: list('はい, うん, ええ, そうですね, そうですか, なるほど, へえ, へー, ああ, あー, そう, うんうん, はいはい, わかりました, 了解, オッケー, ok'),
  interruptions: list('いいえ, いや, 待って, 待ってください, ちょっと, すみません, すいません, もしもし, でも, ストップ'),
  asks: /(?:何|なに|なん|いくら|どこ|いつ|どう|どれ|どの|誰|だれ|なぜ|どうして|ありますか|できますか|ですか|ますか|か$)/,
};

const CHINESE_SIMPLIFIED: LanguageTurnWords = {
  spaced: false,
  goesOn: list('和, 跟, 与, 或者, 还是, 但是, 因为, 所以, 如果, 然后, 还有, 给, 把, 比, 关于, 对于, 一个, 嗯, 呃, 额, 就是'),
  backchannels: list('嗯, 嗯嗯, 对, 对对, 对对对, 好, 好的, 是, 是的, 哦, 噢, 明白, 明白了, 知道了, 行, 好好, 哦哦, ok'),
  interruptions: list('不, 不是, 等等, 等一下, 停, 对不起, 不好意思, 但是, 什么, 喂'),
  asks: /(?:什么|多少|哪里|哪儿|几点|怎么|为什么|谁|哪个|吗|呢|能不能|可不可以|有没有)/,
};

/** Traditional characters for the simplified ones of these words (all they use that differ). */
const TRADITIONAL: Record<string, string> = {
  与: '與',
  还: '還',
  为: '為',
  后: '後',
  关: '關',
  对: '對',
  给: '給',
  个: '個',
  额: '額',
  么: '麼',
  里: '裡',
  儿: '兒',
  点: '點',
  吗: '嗎',
  没: '沒',
  几: '幾',
  于: '於',
};
const traditional = (text: string) => [...text].map((c) => TRADITIONAL[c] ?? c).join('');

const CHINESE_TRADITIONAL: LanguageTurnWords = {
  spaced: false,
  goesOn: CHINESE_SIMPLIFIED.goesOn.map(traditional),
  backchannels: CHINESE_SIMPLIFIED.backchannels.map(traditional),
  interruptions: CHINESE_SIMPLIFIED.interruptions.map(traditional),
  asks: new RegExp(traditional(CHINESE_SIMPLIFIED.asks.source)),
};

/** The turn words of a language tag ("es-MX" → Spanish; "zh-TW", "zh-Hant" → traditional Chinese); English when unknown. */
export function languageTurnWords(language = 'en'): LanguageTurnWords {
  const tag = language.toLowerCase();
  const base = tag.split(/[-_]/)[0];
  if (base === 'zh') return /hant|tw|hk|mo/.test(tag) ? CHINESE_TRADITIONAL : CHINESE_SIMPLIFIED;
  return { es: SPANISH, he: HEBREW, iw: HEBREW, ar: ARABIC, ja: JAPANESE }[base ?? ''] ?? ENGLISH;
}
