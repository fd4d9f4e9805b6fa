import { ASKS_KEPT_APART, INTENT_WORDS_KEPT_APART } from './asks-kept-apart';
import type { Intent } from './question';

export { STOP_WORDS_BY_LANGUAGE } from './stop-words';

/**
 * What visitors type to ask for each kind of answer, one entry an intent, one line a language.
 * Adding a language is a line per entry here (reviewed by a native speaker), not an edit in the
 * answering code. Latin-script lines are regex alternatives matched as whole words against the
 * folded question (lower case, accents off: write "offnungszeiten", not "Öffnungszeiten"); the
 * others are matched as they are written.
 */
export interface AskEntry {
  intent: Intent;
  /** Alternatives per language (regex source, no outer group). */
  asks: Partial<Record<AskLanguage, string>>;
}

export type AskLanguage = 'en' | 'es' | 'de' | 'fr' | 'it' | 'pt' | 'nl' | 'pl' | 'cs' | 'sv' | 'da' | 'tr' | 'ru' | 'he' | 'ar' | 'ja' | 'zh' | 'ko';

/** Scripts without spaces or with their own letters: matched as substrings of the question as typed. */
const UNBOUNDED: AskLanguage[] = ['he', 'ar', 'ja', 'zh', 'ko'];

/** Each letter either case: the patterns are tried on the question as typed too ("numero de IVA"). */
const caseless = (words: string) => words.replace(/\p{Ll}/gu, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** Not followed, in its sentence, by "offen", "geöffnet" or a closing "auf": German "habt ihr … offen" asks the hours. */
const NOT_OPEN = String.raw`(?![^?.!]*\b(?:offen|ge(?:ö|o)ffnet)(?![a-zäöüß])|[^?.!]*\bauf\s*[?.!]*$)`;

/** A tax, company or order number ("número de IVA", "numéro de TVA", "numero di partita IVA") is no phone number. */
const NOT_A_PHONE = `(?! (?:de |di |do |da )?(?:${caseless('iva|nif|cif|tva|siret|siren|rcs|pedido|commande|registro|contribuinte|partita|identifica|fiscal')}))`;

const ASKED: AskEntry[] = [
  {
    intent: 'cheapest',
    asks: {
      en: 'cheapest|least expensive|lowest price|most affordable|budget option|cost(?:s|ing)? (?:the )?least',
      es: 'mas barat[oa]s?|menos car[oa]',
      de: 'billigste[nrs]?|gunstigste[nrs]?|am billigsten|am gunstigsten|preiswerteste[nrs]?',
      fr: '(?:le |la )?moins ch[eè]re?s?|meilleur marche|plus abordable',
      it: '(?:il |la )?piu economic[oaie]|meno car[oaie]|meno costos[oaie]',
      ja: '最も安い|一番安い',
      zh: '最便宜|最便宜的',
      he: 'הכי זול',
      ar: 'الأرخص',
    },
  },
  {
    intent: 'priciest',
    asks: {
      en: 'most expensive|priciest|highest price|premium option|cost(?:s|ing)? (?:the )?most',
      es: 'mas car[oa]s?',
      de: 'teuerste[nrs]?|am teuersten',
      fr: '(?:le |la )?plus ch[eè]re?s?',
      it: '(?:il |la )?piu car[oaie]|piu costos[oaie]',
      ja: '一番高い',
      zh: '最贵|最貴',
      he: 'הכי יקר',
      ar: 'الأغلى',
    },
  },
  {
    intent: 'price',
    asks: {
      // "Can I pay with a gift card?" asks how one may pay, not what it costs: "pay" with a means is no price.
      // Italian's bare "quanto" is Portuguese's too: before "demora" or "antes" it asks how long or how soon, and "quanto ao" is "as for".
      en: 'price[sd]?|pricing|cost[s]?|costing|h[ow]{1,3} much(?! (?:notice|warning|time|longer|room|space|luggage|baggage)\\b)|fees?|charges?|rates?|expensive|cheap|pay(?! (?:with|by|using|via|through|in (?:cash|installments|instalments)))',
      es: 'precios?|a cuanto (?:esta|estan|sale|salen)(?! (?:la|el|de|del|lejos|cerca)\\b)|cuanto (?:(?:me|nos|te|le|les|os) )?(?:cuesta|vale|cuestan|valen|es|cobran|cobrais|pago|pagamos|pagaria|pagariamos|sale|salen|saldria|saldrian|saldra|seria|serian)|cuesta[n]?|vale[n]?|tarifas?|coste|costo',
      de: 'preis(?:e|en|liste)?|kostet|kosten|wie ?viel|was kostet|gebuhr(?:en)?|teuer|gunstig|billig|was (?:\\w+ )?(?:zahle|zahlen|zahlt|bezahle|bezahlen|bezahlt)|welche[mnrs]? betrag|wie hoch (?:ist )?der betrag',
      fr: 'prix|tarifs?|combien(?! de (?:temps|jours|heures|semaines|minutes|personnes|parts|places))|coute(?:nt)?|couter|cout|payer(?! (?:en|par|avec))|payante?s?|frais',
      it: 'prezz[oi]|quanto (?:costa|costano|viene|vengono|si paga|spend\\w*|pago|paghiamo)|costa(?:no)?|costo|tariff[ae]|pag(?:a|ano|o|hiamo|are)(?! (?:con|in|col|tramite))|quanto(?! (?:tempo|dura|durano|prima|anticipo|dista|demora|demoram|antes|ao|aos))',
      ja: '値段|価格|料金|いくら|費用|金額|何円',
      zh: '多少钱|多少錢|价格|價格|价钱|價錢|费用|費用|收费|收費|怎么算钱|怎麼算錢',
      he: 'מחיר|כמה עולה|עולה|כמה זה|כמה (?:\\S+ )?(?:לשלם|משלמים)|טווח המחירים',
      ar: 'سعر|بكم|كم سعر|كم يكلف|تكلفة|اسعار|أسعار|رسوم(?!ات)|كم تكلف|كم حق',
    },
  },
  {
    intent: 'availability',
    asks: {
      en: 'in stock|out of stock|stock|sold out|back in stock|be back|come back|back again|restock|available|availability|have any left',
      es: 'disponible[s]?|agotad[oa]s?|existencias',
      de: 'verfugbar|vorratig|auf lager|ausverkauft|lieferbar|wieder da',
      fr: 'disponibles?|en stock|en rupture|epuise(?:e|s|es)?',
      it: 'disponibil\\w*|esaurit[oaie]',
      ja: '在庫',
      zh: '有货|有貨|库存|庫存',
      he: 'במלאי',
      ar: 'متوفر|متاح',
    },
  },
  {
    intent: 'hours',
    asks: {
      // "The shortest time I can rent for", "turnaround time", "2 hours before": a length of time, not the opening hours ("24 hours?" is).
      en: "open(?:ing)?|opens|close[sd]|(?<!(?:won'?t|wont|doesn'?t|doesnt|not|to|will|can'?t|cant) )shut(?![ -]?(?:off|down|up)\\b)|(?<!(?:stay|stays|staying|keep|get|come|very|quite|so|too|pretty|how) )close(?! (?:to|by(?! \\d)|enough)\\b)|closing|(?<!(?:\\d|one|two|three|four|five|six|few|couple of|several|an) )hours?|hours?(?! (?:before|ahead|beforehand|prior|in advance|notice|late|early|later|after)\\b)|(?<!(?:shortest|longest|minimum|maximum|turnaround|waiting|wait|delivery|lead|travel|journey|processing|repair|cooking|first) )times?|schedule|when are you|what time|how late|(?:until|till) when(?! (?:do|must|should) (?:i|we) )",
      es: 'horario[s]?|abr[ei]n?|abris|abiert[oa]s?|cierra[n]?|cerrais|cerrad[oa]s?|a que hora|hasta cuando(?! (?:tengo|tenemos|hay que|debo|debemos) )',
      de: 'offnungszeit(?:en)?|geoffnet|offen|offnet|offnen|geschlossen|(?:buro|telefon|hotline|empfang|rezeption|praxis)\\w* (?:\\w+ ){0,2}(?:besetzt|erreichbar)|sprechzeit(?:en)?|burozeit(?:en)?|schliesst|schlie(?:ss|ß)t|zu haben|um wie ?viel uhr|wann (?:habt|haben|seid|sind|macht|machen|offnet|offnen)|uhrzeit(?:en)?|(?:noch|langer|lange|abends|morgens|fruher|spater) (?:\\w+ )?auf(?= *[?.!,]| *$)|(?:habt|haben|hat|seid|sind|ist) (?:\\w+ ){1,3}auf(?= *[?.!,]| *$)|aufhaben|auf haben|bis wann(?! (?:muss|mussen|musst|soll|sollte|sollen) (?:ich|wir|man) )',
      fr: 'horaires?|ouvert(?:e|s|es)?|ouvre(?:nt)?|ouverture|ferme(?:e|s|es|nt)?|fermeture(?! [eéÉ]clair)|a quelles? heures?|quelles? heures?|jusqu.?a quand(?! (?:dois|doit|devons|faut) )',
      it: 'orari[o]?|apert[oaie]|apre|aprite|aprono|apertura|chius[oaie]|chiude|chiudete|chiudono|chiusura|a che ora|che ora|fino a quando(?! (?:devo|dobbiamo|bisogna) )',
      ja: '営業時間|何時|開店|閉店|定休日|休業日|開いて|何曜日',
      zh: '营业时间|營業時間|几点|幾點|开门|開門|关门|關門|营业|營業|休息日|公休',
      he: 'שעות|פתוחים|פתוח|מתי|סגורים',
      ar: 'ساعات|متى|مفتوح|يفتح|تفتحون|تفتح|يسكر|تسكرون|مسكر|مغلق',
    },
  },
  {
    intent: 'location',
    asks: {
      en: 'where|wheres|whereabouts|address|located|location|locations|directions|find you|get there|get to you|situated|visit you|post ?code|zip ?code|zip',
      es: 'donde|direccion|ubicad[oa]s?|ubicacion|como llego',
      de: 'wo|adresse|anschrift|anfahrt|plz|postleitzahl|wie komme ich|finde ich euch|finde ich sie|standort(?:e)?|liegt|befindet',
      fr: 'ou (?:est|se trouve|se situe|etes|sont|puis|peut|peux|trouver|vous)|ou est-ce|(?:est|etes|sont|trouve|trouvez|situe|situez) ou(?= *(?:[?.!]|$|exactement|precisement|svp))|adresse|situe(?:e|s|es)?|comment venir|acces',
      it: 'dove (?:si trova|siete|e|sono|posso|possiamo)|indirizzo|come (?:arrivo|arrivare|si arriva|raggiungervi|vi raggiungo)|si trova',
      ja: 'どこ|住所|場所|アクセス|行き方|最寄り',
      zh: '哪里|哪裡|地址|在哪|位置|怎么去|怎麼去|怎么走|怎麼走',
      he: 'איפה|כתובת|מיקום|איך מגיעים',
      ar: 'أين|عنوان|موقع|وين|كيف اوصل|كيف أوصل',
    },
  },
  {
    intent: 'phone',
    asks: {
      en: 'phone|telephone|call you|call us|ring you|phone number|number to call|what number|which number|number (?:can|do|should) i (?:ring|call)|number to ring',
      es: `telefono|llamar|numero${NOT_A_PHONE}`,
      // "UID-Nummer", a tax number, is no phone number; "Notdienst-Nummer" is one.
      de: 'telefon(?:nummer)?|(?<!(?:uid|ust|ustid|idnr|ustidnr|steuer|kunden|rechnungs|auftrags|bestell|konto|mitglieds|artikel)-)nummer|anrufen|erreiche? ich(?! (?:\\w+ ){0,3}(?:mit|zu fuss|vom|von|ab)\\b)|handynummer',
      fr: `telephone|numero${NOT_A_PHONE}|appeler|tel`,
      it: 'telefono|numero di telefono|chiamare|chiamarvi|telefonare|cellulare',
      ja: '電話',
      zh: '电话|電話',
      he: 'טלפון',
      ar: 'هاتف|رقم',
    },
  },
  {
    intent: 'email',
    asks: {
      en: 'e-?mail|email address|mail you|write to you',
      es: 'correo',
      de: 'e-?mail(?:-?adresse)?|mailadresse|schreiben',
      fr: 'e-?mail|courriel|mail',
      it: 'posta elettronica|scrivervi',
      ja: 'メール',
      zh: '邮件|郵件|邮箱',
      he: 'מייל|אימייל',
      ar: 'بريد',
    },
  },
  {
    intent: 'contact',
    asks: {
      en: 'contact|get in touch|reach you|reach the team|speak to someone|talk to someone',
      es: 'contactar|contacto',
      de: 'kontakt(?:ieren)?|erreichen',
      fr: 'contacter|contact|joindre',
      it: 'contattar\\w*|contatt[oi]',
      ja: '連絡',
      zh: '联系|聯繫|聯絡',
      he: 'צור קשר|ליצור קשר',
      ar: 'تواصل|اتصال',
    },
  },
  {
    intent: 'shipping',
    asks: {
      en: 'ship|ships|shipping|shipped|deliver|delivers|delivery|deliveries|postage|courier|dispatch',
      es: 'envio[s]?|envian|entregas?|enviar',
      de: 'versand|versandkosten|lieferung|liefern|liefert|zustellung|verschicken',
      fr: 'livraisons?|livrez|livrer|livrent|livree?s?|frais de port|expedi\\w*',
      it: 'spedizion[ei]|spedite|consegn[ae]\\w*',
      ja: '配送|送料|発送',
      zh: '发货|發貨|运费|運費|配送费|寄到|邮寄|郵寄',
      he: 'משלוח|משלוחים|שולחים',
      ar: 'شحن|توصيل|توصلون|تشحنون',
    },
  },
  {
    intent: 'returns',
    asks: {
      en: 'return|returns|returning|refund|refunds|exchange|exchanges|send (?:it )?back',
      es: 'devolucion(?:es)?|devolver|devolveis|reembolso|cambio',
      de: 'ruckgabe|zuruckgeben|umtausch|umtauschen|erstattung|zurucksenden|stornierung|stornieren|absagen',
      fr: 'retours?|rembours\\w*|echange\\w*|annul\\w*',
      it: 'rimbors\\w*|restitui\\w*|disdic\\w*|disdett[ae]|annull\\w*|cancellazion[ei]',
      ja: '返品|返金',
      zh: '退货|退貨|退款',
      he: 'החזרה|החזר',
      ar: 'إرجاع|استرداد',
    },
  },
  {
    intent: 'payment',
    asks: {
      en: 'pay (?:with|by|in|using|via|cash)|paying (?:with|by|in)|take (?:cash|cards?|card payments?|credit cards?|debit cards?|amex|american express|paypal|apple pay|google pay|contactless)|accept (?:cash|cards?|credit cards?|debit cards?|paypal|apple pay|contactless)|payment methods?|ways to pay|card payments?|contactless',
      es: 'pagar (?:con|en)|efectivo|pago con tarjeta',
      de: 'bar (?:be)?zahlen|mit karte (?:be)?zahlen|(?:be)?zahlen (?:mit|per)|kartenzahlung|barzahlung|ec-?karte|kreditkarten?|zahlungsmoglichkeiten|zahlungsart(?:en)?|(?:nehmt|nehmen|akzeptiert|akzeptieren) (?:ihr |sie )?(?:auch )?(?:bargeld|karten?|paypal|apple pay)',
      fr: 'payer (?:en|par|avec)|paiement|especes|liquide|cheques?|carte bancaire|carte de credit|sans contact|moyens? de paiement|titres?-restaurant',
      it: 'pagare (?:con|in|col|tramite)|contanti|carta di credito|bancomat|metodi di pagamento|pagamento con',
      ja: '支払い|支払方法|現金|クレジットカード|カード払い|分割',
      zh: '付款|支付方式|现金|現金|信用卡|刷卡|分期',
      he: 'תשלומים|אשראי|מזומן',
      ar: 'الدفع|كاش|نقدا|نقدًا|تقسيط',
    },
  },
  {
    intent: 'person',
    asks: {
      en: 'who|(?:does|do|is|can) (?:anyone|anybody|someone)|(?:someone|anyone|somebody|anybody) who (?:speaks?|can speak|can explain)|(?:is there|are there|do you have|have you got) (?:a|an|any) (?:\\p{L}+[ -]){0,2}(?:who (?:speaks?|can|teach|teaches)|that speaks?)|which (?:of (?:your|the) )?(?:doctors?|dentists?|persons?|people|stylists?|therapists?|staff|members?|vets?|instructors?|teachers?|trainers?|mechanics?|plumbers?|engineers?|physios?|surgeons?)',
      es: 'quien|quienes|alguien que (?:hable|hablen|habla|explique)|(?:algun|alguna|un|una) \\p{L}+ que (?:hable|hablen|habla)',
      de: 'wer|(?:spricht|kann|macht) (?:jemand|einer|eine)|jemand(?:en)?,? (?:der|die) (?:\\p{L}+ ){0,3}(?:spricht|sprechen|erklart|erklaren)|(?:einen|eine) \\p{L}+,? (?:der|die) (?:\\p{L}+ )?spricht|welche[rsnm]? (?:friseur(?:in)?|stylist(?:in)?|mitarbeiter(?:in)?|arzt|arztin|kollege|kollegin)|bei wem',
      fr: '^\\s*(?:et )?qui|qui (?:occupe|fait|a fonde|parle|prepare|enseigne|soccupe)|quelqu ?un|lequel|laquelle|(?:un|une|l ?un|l ?une) (?:de vos |des |de nos )?\\p{L}+ (?:qui )?(?:parle|parlent)',
      it: '^\\s*(?:e )?chi|chi (?:si occupa|cucina|parla|gestisce|ha aperto|ha fondato)|qualcuno che|(?:un|una|uno) \\p{L}+ che (?:lo |la |l )?(?:parla|parli)',
      ja: '誰|誰が',
      zh: '谁|誰',
      he: 'מי(?![\\u05d0-\\u05ea])',
      ar: 'من هو|من هي',
    },
  },
  {
    intent: 'exists',
    asks: {
      en: '^\\s*(?:do|does|can|could) (?:you|u|they)\\s+(?:guys\\s+)?(?:sell|have|offer|stock|carry|serve|make|do|provide)|^\\s*(?:is there|are there|have you got|got any)',
      es: 'venden|tienen|ofrecen|hay|vendeis|teneis|ofreceis|organizais|haceis',
      // "Habt ihr am Freitag offen?", "Macht ihr sonntags auf?": whether the place is open, not whether it has a thing.
      de: `gibt es|(?:habt ihr|haben sie)${NOT_OPEN}|bietet ihr|bieten sie|verkauft ihr|verkaufen sie|(?:macht ihr|machen sie)${NOT_OPEN}`,
      fr: '^\\s*(?:est-ce que )?vous (?:faites|avez|vendez|proposez|acceptez|livrez)|(?:faites|avez|vendez|proposez)-vous|y a-t-il|il y a',
      it: '^\\s*(?:avete|fate|vendete|offrite|accettate)|ci sono|e possibile',
      ja: 'ありますか',
      zh: '有没有|有沒有',
      he: 'יש לכם',
      ar: 'هل لديكم|هل يوجد',
    },
  },
  {
    intent: 'duration',
    asks: {
      en: 'how long|how much (?:notice|warning|time|longer)|how many (?:days|weeks|months|years|minutes|hours)|valid for|validity|(?:shortest|minimum|turnaround|waiting|wait|lead|repair) times?|minimum (?:term|stay|period|rental|booking|contract)',
      es: 'cuanto tiempo|cuanto duran?|dura(?:n)?(?= (?:el|la|los|las|un|una|unos|unas|aprox\\w*|cuanto|\\d))|duracion|cuanto (?:se )?tarda(?:n|s|is|mos|ria|rian)?|cuant[oa]s (?:dias|horas|minutos|semanas|meses)|validez|valid[oa] (?:durante|por)',
      de: 'wie lange|dauert|dauer|gultig',
      fr: 'combien de (?:temps|jours|heures|semaines|minutes)|duree|dure(?:nt)?|a (?:l )?avance|delai',
      it: 'quanto (?:tempo|dura|durano|prima)|durata|in anticipo|quant[ie] (?:giorni|minuti|ore|notti|settimane)|valid[oa] per',
      ja: 'どのくらい|どれくらい|どれぐらい|何分',
      zh: '多久|多長|多长时间|多長時間',
      he: 'כמה זמן|תוך כמה',
      ar: 'كم مدة|كم يوم|كم يأخذ|كم ياخذ|كم تاخذ|كم تأخذ',
    },
  },
  {
    intent: 'quantity',
    asks: {
      en: 'how many|how big|how large|how long is|capacity|how old',
      es: 'cuantos|cuantas',
      de: 'wie ?viele|wie gross|wie groß|wie alt',
      fr: 'combien de (?:personnes|parts|places)',
      it: 'quant[ie] (?:persone|posti)',
      ja: '何人|いくつ',
      zh: '多少人|幾個|几个',
      he: 'כמה אנשים',
      ar: 'كم عدد',
    },
  },
  {
    intent: 'list',
    asks: {
      en: 'what (?:\\w+ )?(?:do you (?:have|sell|offer|serve|do)|kinds?|types?|options)|which (?:\\w+ )?do you (?:have|sell|offer)|menu|range|selection|catalog(?:ue)?',
      es: 'que (?:\\w+ )?(?:tienen|venden|ofrecen)',
      de: 'was (?:\\w+ )?(?:bietet ihr|bieten sie|habt ihr|macht ihr)|welche (?:\\w+ )?(?:bietet ihr|bieten sie|gibt es)|angebot|sortiment|auswahl',
      fr: 'que (?:proposez|vendez|avez)-vous|quest-ce que vous (?:proposez|vendez|avez)|gamme|assortiment',
      it: 'che (?:\\w+ )?(?:avete|offrite|vendete|proponete)|cosa (?:avete|offrite|vendete|proponete)',
    },
  },
];
/** The lines of each entry in the languages kept apart (asks-kept-apart.ts) join those written here. */
export const ASKS: AskEntry[] = ASKED.map(({ intent, asks }) => ({
  intent,
  asks: {
    ...asks,
    ...Object.fromEntries(Object.entries(ASKS_KEPT_APART).map(([language, lines]) => [language, lines[intent]])),
  },
}));

export interface IntentRule {
  intent: Intent;
  /** Matched against the folded question (Latin scripts) and the question as typed (the others). */
  pattern: RegExp;
}

/**
 * Hebrew and Arabic write spaces between words but join their short prefixes (and, the, in, to)
 * onto them: an alternative starts a word or follows only such letters ("מי", who, is not inside
 * "להזמין", to book).
 */
const WORD_START = {
  he: '(?<![\\u05d0-\\u05ea])[\\u05d5\\u05d4\\u05d1\\u05dc\\u05de\\u05e9\\u05db]{0,3}',
  // A verb's present-tense letter too ("تشحنون", do you ship).
  ar: '(?<![\\u0621-\\u064a])(?:[\\u0648\\u0641\\u0628\\u0644\\u0643]?(?:\\u0627\\u0644)?|[\\u0648\\u0641]?[\\u062a\\u064a\\u0646\\u0623])',
};

/** \b by Unicode letters: JavaScript's \b knows only ASCII ones, even with the u flag. */
const WORD_EDGE = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;

/** The table compiled: one pattern an intent, every language's alternatives in it. */
export const INTENT_RULES: IntentRule[] = ASKS.map(({ intent, asks }) => {
  const bounded = Object.entries(asks)
    .filter(([language, source]) => source && !UNBOUNDED.includes(language as AskLanguage))
    .map(([, source]) => source);
  const unbounded = Object.entries(asks)
    .filter(([language, source]) => source && UNBOUNDED.includes(language as AskLanguage))
    .map(([language, source]) => (language === 'he' || language === 'ar' ? `${WORD_START[language]}(?:${source})` : source));
  // Whole words by Unicode letters, not \b's ASCII ones: "wo" (German where) is no ask inside Polish "wołowina", nor "tel" inside "hôtel".
  const parts = [bounded.length ? String.raw`${WORD_EDGE}(?:${bounded.join('|')})${WORD_EDGE}` : '', ...unbounded].filter(Boolean);
  return { intent, pattern: new RegExp(parts.join('|'), 'u') };
});

/** Words that only say which kind of answer is wanted, per language (folded, accents off); they are not the subject. */
export const INTENT_WORDS_BY_LANGUAGE: Partial<Record<AskLanguage, string>> = {
  en: `price prices priced pricing cost costs costing much fee fees charge charges rate rates expensive cheap cheapest pay
   stock sold restock available availability left
   open opening opens close closed closes closing shut hour hours time times schedule
   where address located location locations directions situated visit postcode zip
   phone telephone call ring number
   email mail write
   contact touch reach speak talk
   ship ships shipping shipped deliver delivers delivery deliveries postage courier dispatch
   return returns returning refund refunds exchange exchanges send back
   who which
   sell have offer carry serve order buy provide
   many capacity valid validity kinds kind types type options range selection catalog catalogue least lowest highest affordable priciest premium budget`,
  es: `precio precios cuesta cuestan vale valen tarifa coste costo barato baratos disponible disponibles agotado agotada existencias horario horarios abren abre abris abierto abierta cerrais
   cierra cierran cerrado cerrada hora donde direccion ubicado ubicada ubicacion llego telefono llamar numero correo contactar contacto envio envios envian
   entrega entregas enviar devolucion devoluciones devolver reembolso cambio quien quienes venden ofrecen habla hablan hable hablen hablar
   dura duran duracion tiempo tarda tardan tardas tardais tardamos tardaria tardarian validez valido valida plazo cuantos cuantas capacidad pagar pago pagos pagamos pagaria pagariamos pagaremos tarjeta efectivo`,
  de: `preis preise preisen preisliste kostet kosten gebuhr gebuhren teuer gunstig billig billigste gunstigste teuerste
   verfugbar vorratig ausverkauft lieferbar zahlen zahle bezahlen bezahle zahlung
   offnungszeit offnungszeiten geoffnet offen offnet offnen geschlossen schliesst schließt uhr uhrzeit uhrzeiten besetzt erreichbar sprechzeit sprechzeiten burozeit burozeiten
   adresse anschrift anfahrt standort standorte liegt befindet plz postleitzahl
   telefon telefonnummer nummer anrufen erreich erreiche erreichen handynummer
   mail email mailadresse schreiben kontakt kontaktieren
   versand versandkosten lieferung liefern liefert zustellung verschicken
   ruckgabe umtausch erstattung
   wer welche welcher welches welchen bietet bieten verkauft verkaufen angebot sortiment auswahl dauert dauer gultig lange
   spricht sprechen`,
  fr: `prix tarif tarifs combien coute coutent couter cout frais payer payant payante disponible disponibles stock epuise
   horaire horaires ouvert ouverte ouverts ouvertes ouvre ouvrent ouverture ferme fermee fermes fermeture heure heures
   adresse situe situee acces telephone numero appeler tel mail courriel contacter contact joindre
   livraison livraisons livrez livrer livrent frais port expedition retour retours remboursement echange annulation annuler
   paiement especes liquide cheque cheques duree dure delai avance temps jours semaines minutes qui lequel laquelle proposez vendez avez gamme assortiment
   parle parlent parlez parler`,
  it: `prezzo prezzi costa costano costo tariffa tariffe spendere spendiamo disponibile disponibili disponibilita esaurito esaurita
   orario orari aperto aperta aperti aperte apre aprite aprono apertura chiuso chiusa chiusi chiude chiudete chiudono chiusura
   indirizzo trova telefono chiamare telefonare cellulare scrivervi contattare contatto spedizione spedizioni consegna
   rimborso restituire disdire disdetta annullare cancellazione contanti bancomat durata tempo anticipo numero pagare pago paga pagamento pagamenti
   parla parlano parli parlare`,
  ...INTENT_WORDS_KEPT_APART,
};

/** How a comparison asks the price of each side, in the question's language (English otherwise). */
const PRICE_QUESTION = new Map<string, string>([
  ['en', 'How much is {thing}?'],
  ['es', '¿Cuánto cuesta {thing}?'],
  ['de', 'Was kostet {thing}?'],
  ['fr', 'Combien coûte {thing} ?'],
  ['it', 'Quanto costa {thing}?'],
  ['pt', 'Quanto custa {thing}?'],
  ['nl', 'Wat kost {thing}?'],
  ['pl', 'Ile kosztuje {thing}?'],
  ['cs', 'Kolik stojí {thing}?'],
  ['sv', 'Vad kostar {thing}?'],
  ['da', 'Hvad koster {thing}?'],
  ['tr', '{thing} ne kadar?'],
  ['ru', 'Сколько стоит {thing}?'],
  ['ja', '{thing}はいくらですか？'],
  ['zh-Hans', '{thing}多少钱？'],
  ['zh-Hant', '{thing}多少錢？'],
]);

/** "Which is cheaper, a cortado or a cappuccino?" is asked as "How much is a cortado?" and the same of the other side. */
export const priceQuestion = (thing: string, language: string | null): string =>
  (PRICE_QUESTION.get(language ?? 'en') ?? PRICE_QUESTION.get('en')!).replace('{thing}', thing);
