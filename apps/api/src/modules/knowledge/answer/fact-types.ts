import { dateIn } from './dates';
import { DURATION_STATED, states } from './fact-forms';
import { daysNamed, fold } from './question';
import type { Intent } from './question';

/**
 * What kind of fact a piece of text carries. A unit answers a question only if it carries what
 * the question asks for: a price question needs an amount of money, an hours question a time or
 * a day, a location question an address. However well it matches the words, a unit without it
 * does not answer.
 */
// The codes added for more countries need word edges: "Bazar 2024", "3 Zaragoza" hold no rand.
const CURRENCY = String.raw`(?:[$€£¥₪₹₩]|US\$|A\$|C\$|CHF|EUR|USD|GBP|JPY|ILS|AED|SAR|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|MXN|BRL|kr|z[łl]|円|元|ש"ח|₽|(?<![a-z])(?:Kč|HUF|UAH|BGN|INR|CNY|RMB|KRW|HKD|TWD|SGD|THB|VND|ZAR|MYR|IDR)(?![a-z])|[₺₴₫₱฿﷼]|грн|лв|د\.إ|ر\.س|درهم|ريال)`;
// Arabic-Indic digits too ("٣٥٠ د.إ"), with their own separators.
const DIGIT = '[\\d\u0660-\u0669]';
const AMOUNT = String.raw`${DIGIT}{1,3}(?:[,.\s\u066c]${DIGIT}{3})*(?:[.,\u066b]${DIGIT}{1,2})?|${DIGIT}+(?:[.,\u066b]${DIGIT}{1,2})?`;
export const MONEY = new RegExp(
  // Turkish lira as "TL" after two digits or with cents: German recipes write "1 TL" or "1,5 TL" for teaspoons. Korean "원" only after
  // its amount: the syllable is in many words ("정원 10명", a capacity of ten).
  String.raw`${CURRENCY}\s?(?:${AMOUNT})(?:\s?(?:-|–|to)\s?${CURRENCY}?\s?(?:${AMOUNT}))?|(?:${AMOUNT})\s?(?:${CURRENCY}|dollars?|euros?|pounds?|cents?|pence)|(?:\d{1,3}(?:[.,\s]\d{3})+|\d{2,})(?:[.,]\d{1,2})?\s?TL(?![a-z])|\d[.,]\d{2}\s?TL(?![a-z])|(?:${AMOUNT})\s?원`,
  'i',
);
/** Every amount of a text, for matchAll (which works on a copy: the shared expression keeps no state). */
export const EVERY_AMOUNT = new RegExp(MONEY.source, 'gi');
const FREE_OR_ON_REQUEST =
  /\b(free|no charge|complimentary|on request|upon request|included|gratis|gratuito|kostenlos|kostenfrei|inklusive|auf anfrage|gratuite?s?|offerte?s?|sur demande|inclus|inbegrepen|op aanvraag)\b|無料|免费|免費|חינם|مجان/i;
// "6.45 pm" is a time, "7.50" alone is a price: a dotted time needs its am/pm. "8 h à 12 h", "8 h 30 – 17 h": Québec writes a space before the "h".
const TIME =
  /\b\d{1,2}:\d{2}\b|\b\d{1,2}\.\d{2}\s?(?:am|pm|a\.m\.|p\.m\.|h\b)|\b\d{1,2}h\d{2}\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}(?:[:.]\d{2})?\s?Uhr\b|\b(?:[5-9]|1\d|2[0-3]) ?h(?: ?[0-5]\d)?\s*(?:–|—|-|à)\s*(?:(?:[01]?\d|2[0-3]) ?h(?: ?[0-5]\d)?|minuit)(?![a-z\d])(?!\s*d[e'’])|\bnoon\b|\b(?:midnight|minuit|mezzanotte|medianoche|mitternacht|middernacht)\b|\b24\/7\b|\b24 hours\b|\d{1,2}時|\d{1,2}点|\d{1,2}點/i;
const OPEN_WORDS =
  /\b(open|opens|opening|closed|close|closes|hours|daily|every day|geöffnet|geschlossen|öffnungszeiten|offen|ruhetag|täglich|ouvert|ouverte|ouverture|fermé|fermée|horaires|tous les jours|aperto|aperta|aperti|chiuso|chiusa|orari|orario|tutti i giorni|geopend|gesloten|openingstijden|dagelijks|otwarte|czynne|codziennie|godziny otwarcia)(?![\p{L}])/iu;
// International, national with a trunk 0, North American, and the nine digits of Spain's (and others') numbers without one ("963 74 08 19").
const PHONE =
  /(?:\+|\(?\b0)\d[\d\s()./-]{6,}\d|\b\d{3}[\s.-]\d{3}[\s.-]\d{4}\b|\(\d{3}\)\s?\d{3}[\s.-]\d{4}|\b[6-9]\d{2}(?:[\s.]\d{2}){3}\b|\b[6-9]\d{2}[\s.]\d{3}[\s.]\d{3}\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const STREET =
  /\b\d+[a-z]?\s+(?:[\p{L}'-]+\s+){0,3}(?:street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|way|drive|dr|place|pl|square|sq|court|ct|row|terrace|parkway|highway|hwy)\b|\b[\p{L}-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|damm|ring|ufer)\s+\d+|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{5}\s+\p{Lu}\p{L}+|\b[A-Z]{2}\s\d{5}\b/u;
/**
 * "Calle Pureza, 38", "Via Roma 12", "12 rue des Martyrs", "Rua das Flores, 28": a street word, a name that starts with a
 * capital (so "via email within 24 hours" is none) and its number, or the number first.
 */
const anyCase = (words: string) => words.replace(/\b\p{L}/gu, (first) => `[${first}${first.toUpperCase()}]`);
const STREET_NAMED = new RegExp(
  String.raw`\b(?:${anyCase('calle|avenida|avda|paseo|rue|via|viale|corso|piazza|plaza|carrer|rua|travessa|praça|praca|estrada|alameda')})\s+(?:(?:de|del|della|di|des|du|la|le|el|do|da|dos|das)\s+)*\p{Lu}[\p{L}'.-]*(?:\s+[\p{L}'.-]+){0,4}?,?\s*\d+|\b\d+,?\s+(?:${anyCase('rue|avenue|boulevard|bd|allée|chemin|impasse|quai')})\s`,
  'u',
);
/** A label that an address follows ("Address: …", "located at …"); "address" alone may only name one ("Opening hours, address and how to find us"), and an e-mail or IP address is none. */
const ADDRESS_LABEL =
  /(?<!(?:e-?mail|ip|web|billing)[\s-])\baddress(?:\s+is)?\s*(?:[:：|–-]|\n)|\b(?:our address is|located at|find us at|visit us at|our (?:shop|store|studio|office|clinic|practice|restaurant) is (?:at|on|in))(?=\s*\S)/i;
const AVAILABILITY =
  /\b(in stock|out of stock|sold out|available|unavailable|back in|back on|restock|pre-?order|backorder|discontinued|availability|in store only|only \d+ left|low stock|disponible|agotado|verfügbar|vorrätig|ausverkauft|lieferbar|auf lager|épuisée?s?|en stock|en rupture|uitverkocht|op voorraad|leverbaar)(?![\p{L}])|在庫|品切れ|有货|有貨|缺货|缺貨|售完|במלאי|אזל|متوفر|نفد/iu;
const SHIPPING =
  /\b(ship|ships|shipping|shipped|deliver|delivers|delivery|deliveries|postage|dispatch|courier|collection|pick-?up|envío|envio|envíos|entrega|versand|lieferung|liefern|zustellung|abholung|livraisons?|livrons|livrer|livrée?s?|expédition|retrait|spedizioni?|consegna|verzend\p{L}*|bezorg\p{L}*)(?![\p{L}])|送料|配送|発送|发货|發貨|运费|運費|配送|משלוח|شحن|توصيل/iu;
const RETURNS =
  /\b(return|returns|returned|refund|refunds|refunded|exchange|exchanges|devolución|devolucion|reembolso|rückgabe|umtausch|erstattung|storn\w*|absage\w*|retours?|rembours\w*|échanges?|annulation|rimbors\w*|disdett[ae]|cancellazion[ei]|cancel\p{L}*|desmarca\p{L}*|devolu\p{L}*|annul\p{L}*|retour\p{L}*|afzeg\p{L}*)(?![\p{L}])|返品|返金|退货|退貨|退款|החזר|إرجاع|استرداد/iu;

const DURATION =
  /\b\d+(?:[.,]\d+)?\s*(?:-|–|to)?\s*\d*\s*(?:working\s+|business\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|nights?|minuten|min\.|stunden?|std\.|tage?n?|wochen?|monate?n?|jahre?n?|h|heures?|jours?|semaines?|mois|ans|années?|or[ae]|giorn[oi]|nott[ei]|settiman[ae]|mes[ei]|ann[oi]|minuti|minutos?|horas?|d[ií]as?|semanas?|meses|mes|años?|noches?|minuten|uur|dagen|weken|maanden|jaar|nachten)(?![\p{L}\d])|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an)\s+(?:working\s+|business\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)\b|\d+\s*(?:分|時間|日|週間|か月|年|天|周|個月|个月)/iu;
/** A person named: a title and a name, or a heading that is a name ("Aoife Byrne"). */
const PERSON = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+\p{Lu}/u;
export const NAME_HEADING = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u;
export const namesAPerson = (text: string) => PERSON.test(text);
/** A line that names someone: a name or title in it, or under a heading that is a name ("Emre Yıldız"). */
export const namesSomeone = (segment: string, heading: readonly string[]) => namesAPerson(segment) || NAME_HEADING.test(heading.at(-1) ?? '');

/** A company's share capital in its legal notice ("SAS au capital de 10 000 €") is no price of anything it sells. */
const SHARE_CAPITAL = new RegExp(
  String.raw`(?:au capital(?: social)?(?: variable)? de|capital social(?: de)?|share capital(?: of)?|stammkapital(?: von)?|grundkapital(?: von)?|capitale sociale(?: di)?)[\s:]*(?:${MONEY.source})`,
  'gi',
);
export const hasMoney = (text: string) => MONEY.test(text.replace(SHARE_CAPITAL, ''));
export const hasPhone = (text: string) => PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7;
/** The first phone number of a text, whole, by the same patterns `hasPhone` knows ("960 05 13 42", not its tail). */
export const findPhone = (text: string): string | null => (hasPhone(text) ? (PHONE.exec(text)?.[0].trim() ?? null) : null);
/** The first email address of a text. */
export const findEmail = (text: string): string | null => EMAIL.exec(text)?.[0] ?? null;
export const hasEmail = (text: string) => EMAIL.test(text);
/** A way to get there ("Public transport: … busway station is a 5-minute walk", "Parkplätze im Hof", "arrêt de tram"). */
const WAY_THERE =
  /(?<![\p{L}])(?:public transport|public transit|bus(?:way)? (?:stop|station|route|line)|train station|railway station|tram stop|tram|metro|subway|underground station|tube station|\d+[- ]min(?:ute)?s?[’']? walk|car park|parking|haltestelle|bahnhof|s-bahn|u-bahn|straßenbahn|öffentlich\p{L}* verkehrsmittel\p{L}*|parkplätze|parkplatz|parkhaus|estación|parada de (?:autobús|metro|tranvía)|aparcamiento|gare|arrêt|transports? en commun|stationnement|fermata|stazione|mezzi pubblici|parcheggio)(?![\p{L}])/iu;
/**
 * Asked how to get there, not only where ("on public transport", "I don't drive", "by train"): a way there
 * answers. A bare "get there" is not such a question: "how long to get there?" asks a mobile locksmith's drive.
 */
const WAY_ASKED =
  /(?<![\p{L}])(?:by (?:bus|train|tram|car|bike)|drive|driving|anfahrt|anreise|con el (?:bus|tren|metro)|en (?:bus|train|tram|métro))(?![\p{L}])/iu;
export const asksWayThere = (question: string) => WAY_THERE.test(question) || WAY_ASKED.test(question);
/** A line that says how to get there, for a question that asks it. */
export const saysWayThere = (text: string) => WAY_THERE.test(text);
export const hasAddress = (text: string) => STREET.test(text) || STREET_NAMED.test(text) || ADDRESS_LABEL.test(text);

/**
 * The days a text covers: named days, ranges ("Monday – Thursday", "Mon-Fri", "Tuesday through Sunday"), "daily".
 * `inDutch`: the text is part of a Dutch line, whose "di", "za" are days wherever they stand.
 */
export function daysCovered(text: string, inDutch = false): Set<number> {
  const days = new Set<number>();
  const folded = fold(text);
  if (/\b(daily|every day|7 days a week|seven days a week|all week|taglich)\b/.test(folded)) for (let d = 0; d < 7; d += 1) days.add(d);
  // English, German, French, Italian and Spanish day names, whole or cut short ("Mon–Fri", "Montag bis Freitag", "du mardi au samedi", "de lunes a jueves").
  const DAY = String.raw`(mon|tue|wed|thu|fri|sat|sun|diens|mittw|donners|frei|sams|sonn|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|lunes|martes|miercoles|jueves|viernes|sabado|domingo|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)[a-z]*\.?`;
  const range = new RegExp(String.raw`\b${DAY}\s*(?:-|–|—|to|through|thru|until|till|bis|au|al|t\/m|tot en met)\s*${DAY}`, 'g');
  // "de lunes a jueves", "lundi à vendredi": "a" joins two whole day names only ("el sábado a Montserrat" is no range).
  const WHOLE = String.raw`(lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)s?`;
  const spanish = new RegExp(String.raw`\b${WHOLE}\s+(?:a|hasta)\s+${WHOLE}(?![a-z])`, 'g');
  const order: Record<string, number> = {
    mon: 0,
    tue: 1,
    diens: 1,
    wed: 2,
    mittw: 2,
    thu: 3,
    donners: 3,
    fri: 4,
    frei: 4,
    sat: 5,
    sams: 5,
    sun: 6,
    sonn: 6,
    lundi: 0,
    mardi: 1,
    mercredi: 2,
    jeudi: 3,
    vendredi: 4,
    samedi: 5,
    dimanche: 6,
    lunedi: 0,
    martedi: 1,
    mercoledi: 2,
    giovedi: 3,
    venerdi: 4,
    sabato: 5,
    domenica: 6,
    lunes: 0,
    martes: 1,
    miercoles: 2,
    jueves: 3,
    viernes: 4,
    sabado: 5,
    domingo: 6,
    maandag: 0,
    dinsdag: 1,
    woensdag: 2,
    donderdag: 3,
    vrijdag: 4,
    zaterdag: 5,
    zondag: 6,
  };
  for (const [from, to] of polishSpans(folded)) {
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
  }
  for (const match of [...folded.matchAll(range), ...folded.matchAll(spanish)]) {
    const from = order[match[1]!]!;
    const to = order[match[2]!]!;
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
  }
  // German abbreviations, capitalised as written: "Mo–Fr", "Di bis Do", "Sa: 9–14 Uhr".
  const GERMAN = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
  for (const match of text.matchAll(/\b(Mo|Di|Mi|Do|Fr|Sa|So)\.?\s*(?:-|–|—|bis)\s*(Mo|Di|Mi|Do|Fr|Sa|So)\b/g)) {
    for (let d = GERMAN.indexOf(match[1]!); ; d = (d + 1) % 7) {
      days.add(d);
      if (d === GERMAN.indexOf(match[2]!)) break;
    }
  }
  for (const match of text.matchAll(/\b(Mo|Di|Mi|Do|Fr|Sa|So)\b\.?(?=\s*(?:[:,+&]|\d|und\b|geschlossen))/g)) days.add(GERMAN.indexOf(match[1]!));
  // Dutch abbreviations, in either case, in a Dutch text only ("Ma t/m vr", "za 10:00 – 16:00"):
  // French "ma-di" is mardi to dimanche, Spanish "do" domingo, English "do" a verb.
  const DUTCH = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
  const dutch =
    inDutch ||
    /\bt\/m\b|\btot en met\b|\b(?:maan|dins|woens|donder|vrij|zater|zon)dag|openingstijden|openingsuren|gesloten|geopend/.test(folded) ||
    /\b(?:wo|vr|za|zo)\b\.?(?=\s*(?:[-–—:,]|t\/m|\d|gesloten))/.test(folded);
  for (const match of dutch ? folded.matchAll(/\b(ma|di|wo|do|vr|za|zo)\.?\s*(?:-|–|—|t\/m|tot en met)\s*(ma|di|wo|do|vr|za|zo)\b/g) : []) {
    for (let d = DUTCH.indexOf(match[1]!); ; d = (d + 1) % 7) {
      days.add(d);
      if (d === DUTCH.indexOf(match[2]!)) break;
    }
  }
  for (const match of dutch ? folded.matchAll(/\b(ma|di|wo|do|vr|za|zo)\b\.?(?=:?\s*(?:van\s+)?\d{1,2}[:.]\d{2}|:?\s*gesloten)/g) : [])
    days.add(DUTCH.indexOf(match[1]!));
  for (const day of daysNamed(text)) days.add(day);
  return days;
}

const PAYMENT =
  /\b(cash|cards?|credit|debit|contactless|paypal|apple pay|google pay|amex|visa|mastercard|invoice|payment|pay|bar|barzahlung|bargeld|karte|kartenzahlung|ec-karte|girocard|zahlung|bezahlen|efectivo|tarjeta|carte|espèces|chèques?|paiement|liquide|sans contact|contanti|bancomat|pagamento|bizum|pinnen|pinpas|met pin|contant|betaalverzoek|factuur)(?![\p{L}])/iu;
/** "Card only", "nur Kartenzahlung": a way of paying stated as the only one, so any other is a no. */
const ONLY =
  /\b(only|exclusively|solely|nur|ausschlie(?:ß|ss)lich|solo|únicamente|uniquement|seulement|exclusivement|alleen)(?![\p{L}])|\bno cash\b|\bcashless\b|kein(?:e)? (?:bargeld|barzahlung)/iu;

/** Ways to pay, each one way under its names in the languages read. */
const WAYS_TO_PAY = [
  /(?<![\p{L}])(?:cash|bar(?= (?:be)?zahl)|bargeld|barzahlung|efectivo|espèces|especes|liquide|contanti|contant)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:cards?|credit|debit|contactless|karten?|kartenzahlung|ec-karte|girocard|tarjetas?|cartes?|carta|bancomat|sans contact|pinnen|pinpas|met pin)(?![\p{L}])/iu,
  /(?<![\p{L}])paypal(?![\p{L}])/iu,
  /(?<![\p{L}])bizum(?![\p{L}])/iu,
  /(?<![\p{L}])(?:apple|google) pay(?![\p{L}])/iu,
  /(?<![\p{L}])(?:invoice|rechnung|factura|facture|fattura)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:bank transfer|überweisung|uberweisung|transferencia|virement|bonifico)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:cheques?|checks?|chèques?|schecks?)(?![\p{L}])/iu,
];

/** "Can I pay cash?" against "Card or Bizum; no cash": whether the text names a way to pay the question names. */
export const namesWayAsked = (question: string, text: string) => WAYS_TO_PAY.some((way) => way.test(question) && way.test(text));

/**
 * "We're card only": one way of paying stated as the only one, in one sentence. "Anyone with a
 * student card gets 10% off. The discount is for repairs only." names a card and "only", but not
 * as a way to pay.
 */
export const onlyWayToPay = (text: string) => text.split(/(?<=[.!?])\s+/u).some((sentence) => ONLY.test(sentence) && PAYMENT.test(sentence));

/** What a share is charged as: a fee, a deposit ("a 20% cancellation fee", "sinal de 50 %", "30 % Anzahlung"). */
const CHARGED = String.raw`fee|gebühr\p{L}*|charge|anzahlung|deposit|acompte|sinal|caparra|acconto|se[nñ]al|anticipo|aanbetaling|voorschot|zaliczk\p{L}*|zadat\p{L}*`;
/** "50 % of the price", "30 % Anzahlung", "50 % do serviço": a share of a price. A service only straight after "of" ("90 % of clients love our service" is none). */
const SHARE_OF_PRICE = new RegExp(
  String.raw`\d\s?%[^.;]{0,40}?(?<![\p{L}])(?:preis\w*|price|prices|cost|costs|amount|betrag\w*|prix|frais|precio|importe|tarif\w*|prezzo|pre[cç]o|valor|valore|prijs|bedrag|montant|${CHARGED})(?![\p{L}])|\d\s?%\s+(?:of|do|da|dos|das|del|de|della|dello|di|des|du|van|vom|der)\s+(?:(?:the|la|le|el|il|lo|het|de|o|a|l')\s*)?(?:services?|servi[cç]os?|servicios?|servizio|servizi|prestations?|treatments?|tratamientos?|tratamentos?|trattament[oi]|behandelingen?|behandlung\w*|leistung\w*)(?![\p{L}])|(?<![\p{L}])(?:${CHARGED})[^.;]{0,30}?\d\s?%`,
  'iu',
);

/** Does the text carry the kind of fact the intent asks for? Intents with no fact type pass. */
export function carries(intent: Intent, text: string): boolean {
  switch (intent) {
    case 'price':
      // "We charge 50 % of the price": a share of a price is what it costs too.
      return hasMoney(text) || FREE_OR_ON_REQUEST.test(text) || SHARE_OF_PRICE.test(text);
    case 'cheapest':
    case 'priciest':
      return hasMoney(text) || FREE_OR_ON_REQUEST.test(text);
    case 'hours':
      // A calendar date answers "when" too (an event, a first day of sale); the scoring still prefers recurring hours.
      return (
        TIME.test(text) ||
        dateIn(text) !== null ||
        (daysCovered(text).size > 0 && (OPEN_WORDS.test(text) || states('open', text))) ||
        /(?<![\p{L}])(?:closed|geschlossen|ruhetag|fermée?s?)(?![\p{L}])/iu.test(text) ||
        // "Menú cerrado", "parcheggio chiuso", "orçamento fechado" are a set menu, a closed car park, a fixed quote: closed on a day is.
        (daysCovered(text).size > 0 &&
          (/(?<![\p{L}])(?:cerrad[oa]s?|chius[oai]|fechad[oa]s?|encerrad[oa]s?|nieczynn[eya]|zamknięt[eya])(?![\p{L}])/iu.test(text) || states('closed', text)))
      );
    case 'location':
      return hasAddress(text);
    case 'phone':
      return hasPhone(text);
    case 'email':
      return hasEmail(text);
    case 'contact':
      return hasPhone(text) || hasEmail(text);
    case 'availability':
      return AVAILABILITY.test(text) || states('availability', text);
    case 'shipping':
      return SHIPPING.test(text) || states('shipping', text);
    case 'returns':
      return RETURNS.test(text) || states('returns', text);
    case 'quantity':
      return /\d/.test(text);
    case 'duration':
      return DURATION.test(text) || DURATION_STATED.test(text);
    case 'payment':
      return PAYMENT.test(text) || states('payment', text);
    default:
      return true;
  }
}

/** Intents whose answer is a fact of a type; the others (person, exists, list) are answered by the words. */
export const TYPED_INTENTS: Intent[] = [
  'payment',
  'quantity',
  'duration',
  'price',
  'cheapest',
  'priciest',
  'hours',
  'location',
  'phone',
  'email',
  'contact',
  'availability',
  'shipping',
  'returns',
];

/** Polish day names and their short forms, by the day each begins (0 Monday … 6 Sunday). */
const POLISH_DAY_STARTS: [RegExp, number][] = [
  [/^(?:poniedz|pon|pn)/, 0],
  [/^(?:wtor|wt)/, 1],
  [/^(?:srod|sr)/, 2],
  [/^(?:czwart|czw|cz)/, 3],
  [/^(?:piat|pt)/, 4],
  [/^(?:sobot|sob|sb)/, 5],
  [/^(?:niedziel|niedz|ndz|nd)/, 6],
];
const PL_DAY = String.raw`(poniedz\p{L}*|pon|pn|wtor\p{L}*|wt|srod\p{L}*|sr|czwart\p{L}*|czw|cz|piat\p{L}*|pt|sobot\p{L}*|sob|sb|niedziel\p{L}*|niedz|ndz|nd)\.?`;
const POLISH_SPAN = new RegExp(String.raw`(?<![\p{L}])${PL_DAY}\s*(?:-|–|—|do)\s*${PL_DAY}(?![\p{L}])`, 'gu');

/** Polish spans of days ("poniedziałek – piątek", "od poniedziałku do piątku", "pon.–pt.", "pn-sb"), folded, as first and last day. */
function polishSpans(folded: string): [number, number][] {
  const dayOf = (word: string) => POLISH_DAY_STARTS.find(([start]) => start.test(word))?.[1];
  return [...folded.matchAll(POLISH_SPAN)].flatMap((match) => {
    const from = dayOf(match[1]!);
    const to = dayOf(match[2]!);
    return from === undefined || to === undefined ? [] : [[from, to] as [number, number]];
  });
}
