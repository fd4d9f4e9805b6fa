/**
 * How sites state a fact of a kind in the languages whose questions are read besides the first
 * five (asks-cs, asks-pl, asks-pt, asks-nl, asks-sv, asks-da, asks-tr, the Hebrew and Arabic asks), one table a language: a
 * question read as asking about shipping in Czech must be answerable by the line that says
 * "Doprava zdarma od 1 500 Kč", a return question by "vrátit do 14 dnů". Written as sites write
 * them, accents kept, `\p{L}*` for endings; matched case-insensitively as whole words. A word with
 * another everyday sense is left out ("مدى" is mada the card and "over the course of").
 */
type Stated = 'duration' | 'availability' | 'shipping' | 'returns' | 'payment' | 'open' | 'closed';

const STATED: Record<'cs' | 'pl' | 'pt' | 'nl' | 'sv' | 'da' | 'tr' | 'ru' | 'he' | 'ar' | 'ko', Partial<Record<Stated, string>>> = {
  cs: {
    // Units after a figure: "do 14 dnů", "2 hodiny", "5 pracovních dnů".
    duration: String.raw`minut[ay]?|hodin[ay]?|hod\.|dny|dní|dnů|dnech|pracovní\p{L}* dn\p{L}*|týd(?:en|ny|nů|nu)|měsíc(?:e|ů|i)?|rok(?:y|ů|u)?|let|noc(?:i|í)?`,
    availability: String.raw`skladem|vyprodán\p{L}*|na objednávku|předobjednávk\p{L}*`,
    shipping: String.raw`doprava (?:zdarma|do|od)|cen\p{L}* doprav\p{L}*|způsob\p{L}* doprav\p{L}*|dopravné|doruč\p{L}*|zasíl\p{L}*|zásilk\p{L}*|odesíl\p{L}*|odešle\p{L}*|odesl\p{L}*|expedujeme|expedic\p{L}*|osobní odběr|dobírk\p{L}*|poštovné|kurýr\p{L}*`,
    returns: String.raw`vrát\p{L}*|vrác\p{L}*|vratk\p{L}*|odstoup\p{L}*|reklamac\p{L}*`,
    payment: String.raw`kartou|platebn\p{L}*|platb\p{L}*|hotově|hotovost\p{L}*|převodem|bezhotovostn\p{L}*`,
    open: String.raw`otevřeno|otevírací doba|provozní doba|denně`,
    closed: 'zavřeno',
  },
  pl: {
    duration: String.raw`minut[ay]?|godzin[ay]?|godz\.|dni|dzień|doby|dób|tygodni[ea]?|tydzień|miesi(?:ąc|ące|ęcy)|lat[a]?|rok(?:u)?|noc(?:y)?|dni robocz\p{L}*`,
    availability: String.raw`dostępn\p{L}*|niedostępn\p{L}*|na stanie|w magazynie|wyprzedan\p{L}*`,
    shipping: String.raw`wysył\p{L}*|dostaw\p{L}*|dostarcz\p{L}*|kurier\p{L}*|przesył\p{L}*|paczkomat\p{L}*|odbiór osobisty|dowóz|dowozimy`,
    returns: String.raw`zwrot\p{L}*|zwróc\p{L}*|zwrac\p{L}*|reklamacj\p{L}*|anulow\p{L}*|rezygnacj\p{L}*|odstąpi\p{L}*`,
    payment: String.raw`gotówk\p{L}*|kartą|blik|przelew\p{L}*|płatnoś\p{L}*|płatn\p{L}*|zapłac\p{L}*`,
  },
  pt: {
    duration: 'minutos|horas|dias(?: úteis)?|semanas|meses|anos|noites',
    availability: String.raw`disponíve(?:l|is)|indisponíve(?:l|is)|esgotad[oa]s?|em stock|em estoque`,
    shipping: 'portes (?:de envio|grátis|gratuitos)|expedição|expedimos|enviamos|entregamos|recolha|frete',
    returns: String.raw`devolv\p{L}*|reembols\p{L}*`,
    payment: 'multibanco|mb way|numerário|dinheiro|cartão|cartões',
  },
  nl: {
    duration: 'minuten|uur|dag(?:en)?|werkdag(?:en)?|weken|maand(?:en)?|jaar|nacht(?:en)?',
    shipping: 'levering|leveren|levertijd|afhalen',
    returns: String.raw`terugbetal\p{L}*|ruilen|omruilen|annuler\p{L}*`,
  },
  sv: {
    duration: 'minuter|minut|timmar|timme|tim|dagar|dag|arbetsdagar|vardagar|veckor|vecka|månader|månad|år|nätter|natt',
    availability: String.raw`i lager|på lager|slutsåld\p{L}*|tillgänglig\p{L}*|restnoterad\p{L}*|beställningsvara`,
    shipping: String.raw`frakt\p{L}*|leverans\p{L}*|levereras|skickas|skickar|postnord|upphämtning`,
    returns: String.raw`retur\p{L}*|ångerrätt\p{L}*|öppet köp|avbok\p{L}*|byte|byten|återbetal\p{L}*`,
    payment: String.raw`swish|klarna|kontant\p{L}*|kortbetalning|betalning\p{L}*|betala|faktura`,
    open: 'öppet|öppettider|dagligen',
    closed: 'stängt',
  },
  // Danish and Norwegian Bokmål.
  da: {
    duration: 'minutter|minut|timer|time|dage|dager|dag|døgn|hverdage|arbejdsdage|virkedage|uger|uge|uker|uke|måneder|måned|år|nætter|netter|nat|natt',
    availability: String.raw`på lager|udsolgt|utsolgt|tilgængelig\p{L}*|tilgjengelig\p{L}*|restordre`,
    shipping: String.raw`fragt\p{L}*|frakt\p{L}*|levering\p{L}*|leveres|sendes|afhentning|henting`,
    returns: String.raw`retur\p{L}*|fortrydelsesret\p{L}*|angrerett\p{L}*|afbestil\p{L}*|avbestill\p{L}*|afbud|avbud|refusion|tilbagebetal\p{L}*|tilbakebetal\p{L}*`,
    payment: String.raw`mobilepay|vipps|dankort|kontant\p{L}*|betaling\p{L}*|betale|faktura`,
    open: String.raw`åbent|åben|åpent|åpen|åbningstid\p{L}*|åpningstid\p{L}*|dagligt|daglig`,
    closed: 'lukket|stengt',
  },
  // Turkish joins its endings on: "4 iş gününde", "taksitle", "kargoya".
  tr: {
    duration: String.raw`dakika\p{L}*|saat\p{L}*|gün\p{L}*|iş gün\p{L}*|hafta\p{L}*|ay(?:da|lık)?|yıl\p{L}*|gece\p{L}*`,
    availability: String.raw`stok(?:ta|u|umuz|lar\p{L}*)|tükendi|tükenmiş`,
    shipping: String.raw`kargo\p{L}*|teslimat\p{L}*|gönderim|gönderiler|teslim\p{L}*`,
    returns: String.raw`iade\p{L}*|iptal\p{L}*|değişim\p{L}*|geri ödeme\p{L}*`,
    payment: String.raw`taksit\p{L}*|kredi kart\p{L}*|nakit|ödeme\p{L}*|havale|eft`,
    open: String.raw`açık|açıyoruz|çalışma saat\p{L}*|her gün|hafta içi`,
    closed: String.raw`kapalı\p{L}*`,
  },
  // Russian (and Ukrainian): "за 48 часов", "3 рабочих дня", "Доставка по городу", "Предоплата 30 %", "Круглосуточно".
  ru: {
    duration: String.raw`минут[аы]?|мин\.|час(?:а|ов)?|ч\.|д(?:ень|ня|неи|ней)|рабоч\p{L}* дн\p{L}*|сут(?:ки|ок)|недел[юиь]|месяц(?:а|ев)?|год(?:а)?|лет|ноч(?:ь|и|еи|ей)|годин[аи]?|днів`,
    availability: String.raw`в наличии|нет в наличии|под заказ|распродан\p{L}*|в наявності`,
    shipping: String.raw`доставк\p{L}*|достав(?:им|ляем)|самовывоз\p{L}*|курьер\p{L}*|трансфер\p{L}*|сдэк|почтой`,
    returns: String.raw`возврат\p{L}*|вернём|вернем|отмен\p{L}*|обмен\p{L}*|повернення`,
    payment: String.raw`предоплат\p{L}*|оплат\p{L}*|налич\p{L}*|картой|карт[аы] (?:мир|visa)|сбп|перевод(?:ом)?|задаток|залог`,
    open: String.raw`круглосуточно|ежедневно|без выходных|режим работы|часы работы|график работы|открыт[оы]?`,
    closed: String.raw`выходн(?:ой|ые)|закрыт[оы]?|санитарн\p{L}* (?:день|час)`,
  },
  he: {
    duration: 'דקות|שעות|שעה|ימים|ימי|יום|שבועות|שבוע|חודשים|חודש|שנים|שנה|לילות|לילה',
    shipping: 'שליח|איסוף עצמי',
    returns: 'ביטול|זיכוי',
    payment: 'מזומן|אשראי|תשלום|תשלומים',
    open: 'פתוח|פתוחים|שעות פתיחה',
    closed: 'סגור|סגורים',
  },
  // Korean writes its units onto the figure ("90일", "12시간") and particles after them ("90일간", "4주권").
  ko: {
    // "3월 1일" and "2024년" are dates.
    duration: '분|시간|(?<!월\\s*\\d+\\s*)일|주|개월|년(?:간|동안|이내|후|전|이상)|박',
    shipping: '배송|택배|배달',
    returns: '환불|반품|취소',
    payment: '결제|카드|현금|계좌이체',
    open: '영업 ?(?:시간|중|일)|운영 ?(?:시간|중)|연중무휴|24시간 ?(?:영업|운영)',
    closed: '휴무|정기휴일',
  },
  ar: {
    duration: 'دقيقة|دقائق|دقايق|ساعة|ساعات|يوم|أيام|ايام|أسبوع|اسبوع|أسابيع|اسابيع|شهر|أشهر|اشهر|شهور|سنة|سنوات|ليلة|ليال|ليالي',
    returns: 'إلغاء|الغاء',
    payment: 'نقدا|نقداً|كاش|بطاقة|بطاقات|الدفع|دفع|تابي|تمارا',
    open: 'مفتوح|ساعات العمل|يوميا|يومياً',
    closed: 'مغلق|مقفل',
  },
};

/** Every language's words of a kind but Korean's, which are matched inside words. */
/** Hebrew and Arabic join their short words (and, the, in, by, to) onto the next: "במזומן", "بالبطاقة". */
const PREFIXES: Partial<Record<keyof typeof STATED, string>> = { he: '[והבלמשכ]{0,2}', ar: '(?:[وفبلك]?(?:ال)?)' };
const alternation = (kind: Stated) =>
  Object.entries(STATED)
    .filter(([language, table]) => language !== 'ko' && table[kind])
    .map(([language, table]) => `${PREFIXES[language as keyof typeof STATED] ?? ''}(?:${table[kind]})`)
    .join('|');
const joined = (kind: Stated) => (STATED.ko[kind] ? `|${STATED.ko[kind]}` : '');

/** The words of a kind in these languages: whole words, and Korean's under their particles ("배송비는"). */
const statedIn = (kind: Exclude<Stated, 'duration'>) => new RegExp(`(?<![\\p{L}])(?:${alternation(kind)})(?![\\p{L}])${joined(kind)}`, 'iu');
const STATED_IN = {
  availability: statedIn('availability'),
  shipping: statedIn('shipping'),
  returns: statedIn('returns'),
  payment: statedIn('payment'),
  open: statedIn('open'),
  closed: statedIn('closed'),
};

/** Whether the text states a fact of the kind in one of these languages ("İade" too: Unicode lowers Turkish "İ" to "i" and a dot, which goes). */
export const states = (kind: keyof typeof STATED_IN, text: string) => STATED_IN[kind].test(text.toLowerCase().replace(/\u0307/g, ''));

/** A figure and a unit of time in these languages: "14 dnů", "3 dni robocze", "5 ימי עסקים", "٣ أيام", "90일간". */
export const DURATION_STATED = new RegExp(
  String.raw`(?<![\p{L}\d])[\d\u0660-\u0669]+(?:[.,][\d]+)?\s*(?:[-–]\s*[\d\u0660-\u0669]+\s*)?(?:(?:${alternation('duration')})(?![\p{L}\d])${joined('duration')})`,
  'iu',
);
