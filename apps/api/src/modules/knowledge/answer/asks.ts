import { PORTUGUESE_ASKS, PORTUGUESE_INTENT_WORDS, PORTUGUESE_STOP_WORDS } from './asks-pt';
import type { Intent } from './question';

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

export type AskLanguage = 'en' | 'es' | 'de' | 'fr' | 'it' | 'pt' | 'he' | 'ar' | 'ja' | 'zh';

/** Scripts without spaces or with their own letters: matched as substrings of the question as typed. */
const UNBOUNDED: AskLanguage[] = ['he', 'ar', 'ja', 'zh'];

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
      en: 'price[sd]?|pricing|cost[s]?|costing|h[ow]{1,3} much|fees?|charges?|rates?|expensive|cheap|pay(?! (?:with|by|using|via|through|in (?:cash|installments|instalments)))',
      es: 'precios?|cuanto (?:(?:me|nos|te|le|les|os) )?(?:cuesta|vale|cuestan|valen|es|cobran|cobrais|pago|pagamos|pagaria|pagariamos|sale|salen|saldria|saldrian|saldra)|cuesta[n]?|vale[n]?|tarifas?|coste|costo',
      de: 'preis(?:e|en|liste)?|kostet|kosten|wie ?viel|was kostet|gebuhr(?:en)?|teuer|gunstig|billig|was (?:\\w+ )?(?:zahle|zahlen|zahlt|bezahle|bezahlen|bezahlt)',
      fr: 'prix|tarifs?|combien(?! de (?:temps|jours|heures|semaines|minutes|personnes|parts|places))|coute(?:nt)?|couter|cout|payer(?! (?:en|par|avec))|payante?s?|frais',
      it: 'prezz[oi]|quanto (?:costa|costano|viene|vengono|si paga|spend\\w*|pago|paghiamo)|costa(?:no)?|costo|tariff[ae]|pag(?:a|ano|o|hiamo|are)(?! (?:con|in|col|tramite))|quanto(?! (?:tempo|dura|durano|prima|anticipo|dista|demora|demoram|antes|ao|aos))',
      ja: '値段|価格|料金|いくら',
      zh: '多少钱|多少錢|价格|價格|价钱|價錢|费用|費用',
      he: 'מחיר|כמה עולה|עולה|כמה זה|כמה (?:\\S+ )?(?:לשלם|משלמים)',
      ar: 'سعر|بكم|كم سعر|كم يكلف|تكلفة',
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
      // "The shortest time I can rent for", "turnaround time": a length of time, not the opening hours.
      en: "open(?:ing)?|opens|close[sd]|(?<!(?:won'?t|wont|doesn'?t|doesnt|not|to|will|can'?t|cant) )shut(?![ -]?(?:off|down|up)\\b)|(?<!(?:stay|stays|staying|keep|get|come|very|quite|so|too|pretty|how) )close(?! (?:to|by(?! \\d)|enough)\\b)|closing|hours?|(?<!(?:shortest|longest|minimum|maximum|turnaround|waiting|wait|delivery|lead|travel|journey|processing|repair|cooking) )times?|schedule|when are you|what time|how late",
      es: 'horario[s]?|abr[ei]n?|abris|abiert[oa]s?|cierra[n]?|cerrais|cerrad[oa]s?|a que hora',
      de: 'offnungszeit(?:en)?|geoffnet|offen|offnet|offnen|geschlossen|(?:buro|telefon|hotline|empfang|rezeption|praxis)\\w* (?:\\w+ ){0,2}(?:besetzt|erreichbar)|sprechzeit(?:en)?|burozeit(?:en)?|schliesst|schlie(?:ss|ß)t|zu haben|um wie ?viel uhr|wann (?:habt|haben|seid|sind|macht|machen|offnet|offnen)|uhrzeit(?:en)?|(?:noch|langer|lange|abends|morgens|fruher|spater) (?:\\w+ )?auf(?= *[?.!,]| *$)|(?:habt|haben|hat|seid|sind|ist) (?:\\w+ ){1,3}auf(?= *[?.!,]| *$)|aufhaben|auf haben',
      fr: 'horaires?|ouvert(?:e|s|es)?|ouvre(?:nt)?|ouverture|ferme(?:e|s|es|nt)?|fermeture|a quelles? heures?|quelles? heures?',
      it: 'orari[o]?|apert[oaie]|apre|aprite|aprono|apertura|chius[oaie]|chiude|chiudete|chiudono|chiusura|a che ora|che ora',
      ja: '営業時間|何時|開店|閉店',
      zh: '营业时间|營業時間|几点|幾點|开门|開門',
      he: 'שעות|פתוחים|פתוח|מתי',
      ar: 'ساعات|متى|مفتوح',
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
      ja: 'どこ|住所|場所',
      zh: '哪里|哪裡|地址|在哪|位置',
      he: 'איפה|כתובת|מיקום',
      ar: 'أين|عنوان|موقع',
    },
  },
  {
    intent: 'phone',
    asks: {
      en: 'phone|telephone|call you|call us|ring you|phone number|number to call|what number|which number|number (?:can|do|should) i (?:ring|call)|number to ring',
      es: 'telefono|llamar|numero',
      de: 'telefon(?:nummer)?|nummer|anrufen|erreiche ich|handynummer',
      fr: 'telephone|numero|appeler|tel',
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
      ja: '配送|送料',
      zh: '发货|發貨|运费|運費|配送费',
      he: 'משלוח|משלוחים',
      ar: 'شحن|توصيل',
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
    },
  },
  {
    intent: 'person',
    asks: {
      en: 'who|(?:does|do|is|can) (?:anyone|anybody|someone)|which (?:of (?:your|the) )?(?:doctors?|dentists?|persons?|people|stylists?|therapists?|staff|members?|vets?|instructors?|teachers?|trainers?|mechanics?|plumbers?|engineers?|physios?|surgeons?)',
      es: 'quien|quienes',
      de: 'wer|(?:spricht|kann|macht) (?:jemand|einer|eine)|welche[rsnm]? (?:friseur(?:in)?|stylist(?:in)?|mitarbeiter(?:in)?|arzt|arztin|kollege|kollegin)|bei wem',
      fr: '^\\s*(?:et )?qui|qui (?:occupe|fait|a fonde|parle|prepare|enseigne|soccupe)|quelqu ?un|lequel|laquelle',
      it: '^\\s*(?:e )?chi|chi (?:si occupa|cucina|parla|gestisce|ha aperto|ha fondato)|qualcuno che',
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
      de: 'gibt es|habt ihr|haben sie|bietet ihr|bieten sie|verkauft ihr|verkaufen sie|macht ihr|machen sie',
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
      en: 'how long|how many (?:days|weeks|months|years|minutes|hours)|valid for|validity|(?:shortest|minimum|turnaround|waiting|wait|lead|repair) times?|minimum (?:term|stay|period|rental|booking|contract)',
      es: 'cuanto tiempo|cuanto dura|dura(?:n)?|duracion|cuanto (?:se )?tarda(?:n|s|is|mos|ria|rian)?|cuant[oa]s (?:dias|horas|minutos|semanas|meses)|validez|valid[oa] (?:durante|por)',
      de: 'wie lange|dauert|dauer|gultig',
      fr: 'combien de (?:temps|jours|heures|semaines|minutes)|duree|dure(?:nt)?|a (?:l )?avance|delai',
      it: 'quanto (?:tempo|dura|durano|prima)|durata|in anticipo|quant[ie] (?:giorni|minuti|ore|notti|settimane)|valid[oa] per',
      ja: 'どのくらい',
      zh: '多久|多長',
      he: 'כמה זמן',
      ar: 'كم مدة',
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
/** Portuguese's line of each entry is kept in asks-pt.ts, for this file's length. */
export const ASKS: AskEntry[] = ASKED.map(({ intent, asks }) => ({ intent, asks: { ...asks, pt: PORTUGUESE_ASKS[intent] } }));

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

/** The table compiled: one pattern an intent, every language's alternatives in it. */
export const INTENT_RULES: IntentRule[] = ASKS.map(({ intent, asks }) => {
  const bounded = Object.entries(asks)
    .filter(([language]) => !UNBOUNDED.includes(language as AskLanguage))
    .map(([, source]) => source);
  const unbounded = Object.entries(asks)
    .filter(([language]) => UNBOUNDED.includes(language as AskLanguage))
    .map(([language, source]) => (language === 'he' || language === 'ar' ? `${WORD_START[language]}(?:${source})` : source));
  const parts = [bounded.length ? String.raw`\b(?:${bounded.join('|')})\b` : '', ...unbounded].filter(Boolean);
  return { intent, pattern: new RegExp(parts.join('|'), 'u') };
});

/**
 * Words that only say which kind of answer is wanted, per language; they are not the subject.
 * Folded as the question's words are (accents off).
 */
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
  es: `precio precios cuesta cuestan vale valen tarifa coste costo disponible disponibles agotado agotada existencias horario horarios abren abre abris abierto abierta cerrais
   cierra cierran cerrado cerrada hora donde direccion ubicado ubicada ubicacion llego telefono llamar numero correo contactar contacto envio envios envian
   entrega entregas enviar devolucion devoluciones devolver reembolso cambio quien quienes venden ofrecen
   dura duran duracion tiempo tarda tardan tardas tardais tardamos tardaria tardarian validez valido valida plazo cuantos cuantas capacidad pagar pago pagos pagamos pagaria pagariamos pagaremos tarjeta efectivo`,
  de: `preis preise preisen preisliste kostet kosten gebuhr gebuhren teuer gunstig billig billigste gunstigste teuerste
   verfugbar vorratig ausverkauft lieferbar zahlen zahle bezahlen bezahle zahlung
   offnungszeit offnungszeiten geoffnet offen offnet offnen geschlossen schliesst schließt uhr uhrzeit uhrzeiten besetzt erreichbar sprechzeit sprechzeiten burozeit burozeiten
   adresse anschrift anfahrt standort standorte liegt befindet plz postleitzahl
   telefon telefonnummer nummer anrufen erreiche erreichen handynummer
   mail email mailadresse schreiben kontakt kontaktieren
   versand versandkosten lieferung liefern liefert zustellung verschicken
   ruckgabe umtausch erstattung
   wer welche welcher welches welchen bietet bieten verkauft verkaufen angebot sortiment auswahl dauert dauer gultig lange
   spricht sprechen`,
  fr: `prix tarif tarifs combien coute coutent couter cout frais payer payant payante disponible disponibles stock epuise
   horaire horaires ouvert ouverte ouverts ouvertes ouvre ouvrent ouverture ferme fermee fermes fermeture heure heures
   adresse situe situee acces telephone numero appeler tel mail courriel contacter contact joindre
   livraison livraisons livrez livrer livrent frais port expedition retour retours remboursement echange annulation annuler
   paiement especes liquide cheque cheques duree dure delai avance temps jours semaines minutes qui lequel laquelle proposez vendez avez gamme assortiment`,
  it: `prezzo prezzi costa costano costo tariffa tariffe spendere spendiamo disponibile disponibili disponibilita esaurito esaurita
   orario orari aperto aperta aperti aperte apre aprite aprono apertura chiuso chiusa chiusi chiude chiudete chiudono chiusura
   indirizzo trova telefono chiamare telefonare cellulare scrivervi contattare contatto spedizione spedizioni consegna
   rimborso restituire disdire disdetta annullare cancellazione contanti bancomat durata anticipo numero pagare pago paga pagamento pagamenti`,
  pt: PORTUGUESE_INTENT_WORDS,
};

/**
 * Function words and filler per language: they carry no subject. German's are here so a German
 * question's subject is its nouns, as an English one's is.
 */
export const STOP_WORDS_BY_LANGUAGE: Partial<Record<AskLanguage, string>> = {
  // Spanish words that are also words elsewhere ("sale", "era") are function words only in a Spanish question.
  es: `da pero conmigo contigo consigo estara estaran estare estareis sera seran sale salen salir era eran fue queda queria queriamos tengo tenemos tendria necesito necesitamos necesitaria voy vamos va van
   quiero queremos querria gustaria podemos podeis podria podrian debo debemos hago hacemos dais dan dar decir decis saber sabeis
   alguien algun nadie nada todo toda todos todas otro otra otros otras mismo misma entonces pues bueno vale porque aunque si sino
   mio mia nuestro nuestra vuestro vuestra suyo suya este ese aquel estos esos
   estoy estas estamos estais estaba estabamos soy eres somos sois tenemos teneis tiene tenia podeis podemos puedes pueda podamos
   haceis hacen hacer hago vais ir habeis hemos ha han he has haber habria quereis quieres quiera sabeis sabes se debe deben debo
   os nosotros nosotras vosotras ellos ellas usted ustedes cual cuales tal vez veces asi alli aqui ahi aca luego despues antes ahora
   proximo proxima proximos proximas siguiente exactamente aproximadamente realmente solamente solo normalmente simplemente actualmente
   posiblemente seguramente precisamente igual tambien ademas todavia aun casi bastante demasiado mucho mucha muchos muchas poco poca
   entre durante mientras excepto salvo segun tras hacia contra mediante cada cualquier cualquiera ningun ninguna ninguno demas
   propio propia propios propias seria serian quizas quiza tampoco nunca siempre ya incluso yo ella estaria estarian habia habra
   tengais tengan tenga sepa sepan diga digan dime digame decidme podriamos pudiera tener tenido vas
   ni esa esas sea sean tan viene vienen dice dicen haga hagan podra podran tendra tendran sido aquella aquello aquellos aquellas disculpe etc`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber ist sind war bin bist seid sein ihr ihre ihren ihrem euer eure euch
   ich du er sie es wir mein meine meinen meinem meiner mich mir dich dir uns unser unsere sich man
   was wo wie wann warum wer welche welcher welches welchen wieviel wieviele viel viele
   gibt gibts kann kannst konnen konnt konnte mochte mochten will wollen muss mussen darf durfen soll sollte habe hast hat habt haben hatte
   nicht kein keine keinen auch noch schon nur sehr mal bitte danke hallo guten tag gern gerne ja nein vielleicht etwa ungefahr
   mit ohne fur von vom zu zum zur bei beim an am auf aus in im um uber unter nach vor bis seit durch gegen
   dass ob wenn weil denn da so also dann doch eigentlich genau
   heute morgen jetzt gerade immer wieder etwas alles alle jeder jede lassen jemand irgendwer irgendeinem irgendeinen leider wirklich
   macht machen mache kommt kommen komme geht gehen gehe rein raus eurer eurem euren eures sitzt will willst wollte
   brauche brauchst braucht bekomme bekommt tun tut mach
   ihm ihn ihnen dies diese dieser dieses diesem diesen jemanden jemandem niemand irgendwo irgendwann irgendwie irgendwas
   kaum ziemlich per ab kennt kennen kenne weiss wissen reden rede redet nahe beide beiden zusammen insgesamt nehmt nimmt beste besten bester erst lange langer
   kurz fahrt fahre fahren lauft laufen steht stehen passt klappt rechnen ausmachen vorbeikommen vorbeischauen irgendwelche irgendwelchen wohne wohnt hattet hatten wurde wurden ware waren
   vorher nachher danach davor vorab als welchem wieso weshalb erstmal einmal trotzdem dafur dazu damit darauf daran davon solche solchen sowas lohnt
   ca bzw usw evtl zb ggf hab habs hatt werden wird wirst werde worden sei seien gewesen dabei dagegen dahin daher darum darin daruber
   jedoch sondern sowie sowohl weder zwischen wahrend wegen trotz statt ausser gegenuber jener jene jenes manche mancher solch
   selbst selber sogar ebenfalls bereits endlich uberhaupt nochmal nochmals wem wen wessen deren dessen denen dort dorthin hier hierher herum irgendein irgendeine
   konnten eventuell ins ans falls bevor nachdem sobald obwohl bzgl bezuglich dein deine unserem unseren sollen sollten woher wohin wofur wozu womit oft bald nun sonst ausserdem deshalb deswegen`,
  // French function words; "est", "a", "on" and the like are function words only in a French question.
  fr: `le la les un une des du de au aux et ou est sont etes es suis ce cet cette ces ca cela ceci il ils elle elles on je tu vous nous me te se
   y en a ai as avez avons ont pour par avec sans sur sous dans chez que qui quoi quel quelle quels quelles est-ce ne pas plus moins tres bien
   merci bonjour bonsoir salut svp stp plait mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs faut faire fait faites peux peut
   pouvez pouvons puis voudrais voudrait veux voulez aimerais serait sera seront etre avoir si mais donc alors comme quand comment pourquoi
   combien tout tous toute toutes aussi encore deja ici quelque quelques chose oui non vers environ juste lui leur aura aurai auriez avais
   possible quelqun personne exacte exact prochain prochaine prochains jour jours partir chose
   occupe occuper soccupe gere apres midi loin pres proche
   entre durant depuis malgre selon sauf hormis parmi envers chaque chacun chacune aucun aucune quelconque meme memes autre autres
   tel telle tels telles plusieurs certains certaines exactement vraiment seulement surtout toujours jamais souvent parfois peutetre ainsi
   pourtant cependant toutefois ensuite avant dois doit doivent devez devons devrais devrait pourrais pourrait pourriez pourrions voudrions
   vient viens viennent venez venons allez vais va vont allons sais sait savez connais connaissez dites dit dis prends prend prenez
   fais font soit etait etaient serais seriez eu eux moi toi soi celui celle ceux celles lequel laquelle lesquels dont voila voici
   quelquun souhaiterais souhaite souhaitez veut veulent peuvent pourra pourrai pourrez faudrait faudra aurait aurais avait aimerait aimeriez
   sommes besoin egalement uniquement notamment ni lorsque puisque afin maintenant`,
  // Italian function words; "che", "per", "di" and the like are function words only in an Italian question.
  it: `il lo la i gli le un uno una di a da in con su per tra fra del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dalle
   nel nello nella nei nelle sul sulla sui e ed o oppure ma che chi cui non si ci vi mi ti ne se sono siete siamo sei ho hai ha abbiamo avete hanno
   essere avere fare fa fate facciamo posso puoi puo possiamo potete possono devo deve dobbiamo dovete vorrei vorremmo voglio vogliamo volete
   come dove quando quanto quanta quanti quante quale quali qual cosa perche questo questa questi queste quello quella mio mia miei mie tuo tua
   nostro nostra nostri nostre vostro vostra vostri vostre suo sua loro anche ancora gia piu molto poco tutto tutti tutte ogni qualche qualcuno
   qualcosa solo proprio ciao buongiorno buonasera salve grazie prego favore allora quindi pero ecco qui qua sempre mai adesso ora oggi domani
   possibile bisogno serve servono sapere dire dite sapete esiste esistono verso circa fino prima dopo ad noi voi x venire prendere andare fine
   date dai dammi datemi mandate senza prossimo prossima prossimi prossime insieme passare passo passerei vorrei potrei sarebbe saremo
   gia ancora sempre spesso solo soltanto davvero proprio magari comunque quindi dunque allora tipo circa
   col coi coll negli sugli sullo sulle dagli dall dell nell sull all io tu lui lei esso essa me ce ve glielo gliela
   invece rispetto durante mentre tranne oltre presso tramite attraverso cioe ossia infatti inoltre tuttavia nemmeno neanche neppure
   sia stata sara saranno era erano fosse facendo faccio fai fanno viene vengono vieni vengo venite dico dice sai sa so sanno
   vuoi vuole vogliono possa potrebbe potrebbero dovrei dovrebbe bisogna altro altra altri altre stesso stessa cosi tanto tanta tanti tante
   troppo troppa abbastanza quasi subito poi qualsiasi ciascuno ciascuna nessuno nessuna niente nulla
   volevo volevamo sapreste saprebbe dirmi dirci dica dimmi ditemi chiedere chiedo potreste potremmo avrei avrebbe avevo sarei forse
   quel quei quelli quelle quegli cio gentilmente cortesemente`,
  pt: PORTUGUESE_STOP_WORDS,
};

/** How a comparison asks the price of each side, in the question's language (English otherwise). */
const PRICE_QUESTION = new Map<string, string>([
  ['en', 'How much is {thing}?'],
  ['es', '¿Cuánto cuesta {thing}?'],
  ['de', 'Was kostet {thing}?'],
  ['fr', 'Combien coûte {thing} ?'],
  ['it', 'Quanto costa {thing}?'],
  ['pt', 'Quanto custa {thing}?'],
]);

/** "Which is cheaper, a cortado or a cappuccino?" is asked as "How much is a cortado?" and the same of the other side. */
export const priceQuestion = (thing: string, language: string | null): string =>
  (PRICE_QUESTION.get(language ?? 'en') ?? PRICE_QUESTION.get('en')!).replace('{thing}', thing);
