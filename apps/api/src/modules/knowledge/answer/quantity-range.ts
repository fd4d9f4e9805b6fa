import { fold } from './question';

/**
 * "My Labrador weighs 32 kg, how much is the full groom?" against a price row by size:
 * "Komplettpflege — Klein (bis 10 kg): 55 €, Mittel (10–25 kg): 72 €, Groß (ab 25 kg): 95 €".
 * The visitor gave a measure (a weight, an age); the row's columns are ranges of that measure; the
 * answer is the column whose range holds it, not the whole row. Weights and ages in English,
 * German, French and Spanish.
 */
export type Measure = 'kg' | 'years' | 'months' | 'people' | 'rooms';

export interface Quantity {
  value: number;
  measure: Measure;
  /** The words that state it ("14 year old son"): about the visitor, never what they ask about. */
  phrase: string;
}

export interface Range {
  from: number;
  to: number;
  measure: Measure;
}

const UNITS: [Measure, string][] = [
  ['kg', String.raw`kg|kgs|kilos?|kilograms?|kilogramm`],
  ['months', String.raw`months?|monate?n?|mois|meses|mesi|maanden|miesiecy|miesiace`],
  ['years', String.raw`years?|yrs?|year-olds?|jahre?n?|jahrige[nr]?|ans|anos|anni|jaar|lat`],
  // Counts a price or a room goes by: "we're 45 guests" against "bis 60 Personen", "our 2 bed flat" against "2 or 3 bedrooms".
  [
    'people',
    String.raw`people|persons?|guests?|pax|colleagues|friends|seats|personen|gaste|gasten|leute|kollegen|freunde|platze|personnes|invites|amis|places|personas|invitados|amigos|plazas|persone|ospiti|amici|posti|pessoas|convidados|man|mann`,
  ],
  ['rooms', String.raw`bedrooms?|beds?|schlafzimmer|zimmer|chambres?|habitaciones|habitacion|dormitorios?|camere|quartos?`],
];
/** Measures that count (people, rooms): a label may state one value of them ("for 2 people", "1-bedroom flat"). */
const COUNTS: readonly Measure[] = ['people', 'rooms'];
/** A count (people, rooms), not a weight or an age. */
export const isCount = (measure: Measure) => COUNTS.includes(measure);
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const AFTER = String.raw`(?![\p{L}\d])`;
const num = (text: string) => Number(text.replace(',', '.'));
/** A written number, "1.000" and "1,000" read as a thousand (a thousands separator, not a decimal), "0,5" as a half. */
export const numberOf = (written: string) => (/^\d{1,3}[.,]\d{3}$/.test(written) ? Number(written.replace(/[.,]/, '')) : num(written));

/** Who a measure is of: "my son is 8", "a 20 kg dog", "my 14 year old son". */
const WHOSE = String.raw`son|daughter|kid|kids|child|boy|girl|dog|puppy|sohn|tochter|kind|junge|madchen|hund|welpe|fils|fille|enfant|chien|chiot|hijo|hija|nino|nina|perro`;
/** Whose age a bare number gives: "my son is 8", "she's 7", "meine Tochter ist 9". */
const AGE_OF =
  /\b(?:(?:son|daughter|kid|kids|child|boy|girl|he|she|they|sohn|tochter|kind|junge|madchen|er|sie|fils|fille|enfant|il|elle|hijo|hija|nino|nina)\s+(?:is|are|ist|wird|a|tiene)|hes|shes|theyre)\s+(\d{1,2})(?![\d.,:]|\s*(?:kg|am|pm|uhr|h\b|€|£|\$|%))/gu;

const DUTCH_GROUPS = ['tweeen', 'drieen', 'vieren', 'vijven', 'zessen', 'zevenen', 'achten', 'negenen', 'tienen', 'elven', 'twaalven'];

/** The measures the visitor states: "8 kg", "(7 kg)", "4 Monate alt", "aged 9", "my son is 8". */
export function quantitiesIn(question: string): readonly Quantity[] {
  // Every candidate unit of one question is scored against the same quantities: read them once.
  if (lastRead?.question === question) return lastRead.found;
  const found = readQuantities(question);
  lastRead = { question, found };
  return found;
}
let lastRead: { question: string; found: readonly Quantity[] } | undefined;

function readQuantities(question: string): Quantity[] {
  const folded = fold(question);
  const found: Quantity[] = [];
  const said = String.raw`(?:[\s-]+(?:old|alt|alte[nr]?))?(?:\s+(?:${WHOSE})${AFTER})?`;
  for (const [measure, unit] of UNITS)
    for (const match of folded.matchAll(new RegExp(String.raw`${NUMBER}\s*-?\s*(?:${unit})${AFTER}${said}`, 'gu')))
      found.push({ value: num(match[1]!), measure, phrase: match[0] });
  // Dutch counts a group in words: "we zijn met z'n achten".
  for (const match of folded.matchAll(/\bmet (?:z\W?n|zijn|ons) (tweeen|drieen|vieren|vijven|zessen|zevenen|achten|negenen|tienen|elven|twaalven)\b/gu))
    found.push({ value: DUTCH_GROUPS.indexOf(match[1]!) + 2, measure: 'people', phrase: match[0] });
  for (const match of folded.matchAll(/\b(?:aged?|age of|im alter von|alter)\s+(\d{1,2})\b/gu))
    found.push({ value: num(match[1]!), measure: 'years', phrase: match[0] });
  for (const match of folded.matchAll(AGE_OF)) {
    if (!found.some((q) => q.measure === 'years' && q.value === num(match[1]!))) found.push({ value: num(match[1]!), measure: 'years', phrase: match[0] });
  }
  return found;
}

// Bounds as labels write them; "under", "over" leave the bound itself out.
const UP_TO = String.raw`(?:bis|up to|upto|max\.?|maximum|maximal|hochstens|jusqu a|jusqua|hasta|≤|<=)`;
const BELOW = String.raw`(?:under|below|less than|unter|weniger als|moins de|menos de|<)`;
const FROM = String.raw`(?:ab|from|von|des|desde|≥|>=)`;
const ABOVE = String.raw`(?:over|above|more than|uber|mehr als|plus de|mas de|>)`;
const BETWEEN = String.raw`(?:–|—|-|to|bis|a|and|und|et|y)`;

/** The range a label states in a measure ("bis 10 kg", "10–25 kg", "ab 25 kg", "ages 7 to 12", "Under 5" under an age heading). */
export function rangeIn(label: string, measureHint?: Measure): Range | null {
  const folded = fold(label);
  for (const [measure, unit] of UNITS) {
    if (isCount(measure)) {
      const range = countIn(folded, measure);
      if (range) return range;
      continue;
    }
    const named = new RegExp(String.raw`(?:${unit})${AFTER}`, 'u').test(folded) || (measure === 'years' && /\bages?d?\b|\balter\b/.test(folded));
    if (!named && measureHint !== measure) continue;
    // "da 3 anni compiuti a 5 anni", "de 4 años cumplidos": an age reached is the age.
    const u = String.raw`\s*(?:${unit})?(?:\s+(?:compiuti|cumplidos|completos|revolus|vollendet|ukonczonych))?`;
    // A bound named only by the hint ("Climbers under 16" asked about an age) is a bare number no other unit follows.
    const end = named ? '' : String.raw`(?!\s*(?:[.,:]\d|%|€|£|\$|[\p{L}]*(?:kg|cm|km|min|h|uhr|am|pm|eur|euro|gbp|usd)\b))`;
    const bound = (words: string) => new RegExp(String.raw`(?<![\p{L}])${words}\s*${NUMBER}(?![\d.,]?\d)${end}`, 'u').exec(folded);
    let match = named ? new RegExp(String.raw`${NUMBER}${u}\s*${BETWEEN}\s*${NUMBER}${u}${AFTER}`, 'u').exec(folded) : null;
    if (match) return { from: num(match[1]!), to: num(match[2]!), measure };
    // Unnamed, only "under" and "over" bound a measure ("with up to 14" counts people).
    match = named ? bound(UP_TO) : null;
    if (match) return { from: -Infinity, to: num(match[1]!), measure };
    match = bound(BELOW);
    if (match) return { from: -Infinity, to: num(match[1]!) - 1e-9, measure };
    match = bound(ABOVE);
    if (match) return { from: num(match[1]!) + 1e-9, to: Infinity, measure };
    if (!named) continue;
    match =
      bound(FROM) ??
      new RegExp(String.raw`${NUMBER}${u}\s*(?:\+|(?:and|or) (?:over|up|older|more)|(?:und|oder) (?:mehr|alter|aelter)|(?:et|ou) plus|(?:o|y) mas)`, 'u').exec(
        folded,
      );
    if (match) return { from: num(match[1]!), to: Infinity, measure };
  }
  return null;
}

/**
 * A count's range, only where its unit follows its numbers at once ("2 or 3 bedrooms", "bis 60
 * Personen", "4 bedrooms or more", "für 2 Personen", "1-bedroom flat"): a count beside a price or a
 * time ("für 2 Personen – 22,50 €", "ab 18 Uhr") or a plain capacity ("seats 120 guests") is none.
 */
function countIn(folded: string, measure: Measure): Range | null {
  const patterns = countPatterns(measure);
  let match = patterns.between.exec(folded);
  if (match) return { from: num(match[1]!), to: num(match[2]!), measure };
  match = patterns.upTo.exec(folded);
  if (match) return { from: -Infinity, to: num(match[1]!), measure };
  match = patterns.below.exec(folded);
  if (match) return { from: -Infinity, to: num(match[1]!) - 1e-9, measure };
  match = patterns.above.exec(folded);
  if (match) return { from: num(match[1]!) + 1e-9, to: Infinity, measure };
  match = patterns.from.exec(folded) ?? patterns.orMore.exec(folded);
  if (match) return { from: num(match[1]!), to: Infinity, measure };
  match = patterns.one.exec(folded);
  const value = match?.[1] ?? match?.[2];
  return value ? { from: num(value), to: num(value), measure } : null;
}

/** A count's patterns, built once per measure: every candidate line of every question is read with them. */
const countPatternsByMeasure = new Map<Measure, Record<'between' | 'upTo' | 'below' | 'above' | 'from' | 'orMore' | 'one', RegExp>>();
function countPatterns(measure: Measure) {
  let patterns = countPatternsByMeasure.get(measure);
  if (!patterns) {
    const unit = UNITS.find(([m]) => m === measure)![1];
    const counted = String.raw`${NUMBER}\s*-?\s*(?:${unit})${AFTER}`;
    const pattern = (source: string) => new RegExp(source, 'u');
    patterns = {
      between: pattern(String.raw`(?<![\d.,])${NUMBER}\s*(?:–|—|-|to|bis|a|and|und|et|y|or|oder|ou|o)\s*${counted}`),
      upTo: pattern(String.raw`(?<![\p{L}])${UP_TO}\s*${counted}`),
      below: pattern(String.raw`(?<![\p{L}])${BELOW}\s*${counted}`),
      above: pattern(String.raw`(?<![\p{L}])${ABOVE}\s*${counted}`),
      from: pattern(String.raw`(?<![\p{L}])${FROM}\s*${counted}`),
      orMore: pattern(String.raw`(?<![\d.,])${counted}\s*(?:\+|(?:and|or) (?:over|more)|(?:und|oder) mehr|(?:et|ou) plus|(?:o|y) mas)`),
      one: pattern(String.raw`(?:(?<![\p{L}])(?:for|fur|per|pro|para|pour)\s+${counted}|(?<![\d.,])${NUMBER}-(?:${unit})${AFTER})`),
    };
    countPatternsByMeasure.set(measure, patterns);
  }
  return patterns;
}

/**
 * Whether a sentence states a range in a measure the visitor gave ("Climbers under 16 must be
 * supervised" for "my 14 year old"): 'holds' when the range takes the visitor's value in ("Large —
 * Weight: 25–40 kg" for a 32 kg dog), 'other' when it is another's (the "10–25 kg" row beside it),
 * null when it states none.
 */
export function rangeFit(segment: string, quantities: readonly Quantity[]): 'holds' | 'other' | null {
  let fit: 'holds' | 'other' | null = null;
  // Only a bound that names its measure holds the visitor's ("25–40 kg", "aged 16 and over"); a bare
  // one ("over 10 minutes" late) counts as the measure's at most.
  const namedMeasure = rangeIn(segment)?.measure;
  for (const quantity of quantities) {
    const range = rangeIn(segment, quantity.measure);
    if (range?.measure !== quantity.measure) continue;
    if (quantity.value >= range.from && quantity.value <= range.to && namedMeasure === quantity.measure) return 'holds';
    fit = 'other';
  }
  return fit;
}

/** Pack-size units as labels write them, case and all ("5G" is a network, no 5 g): spellings, then the base unit and factor. */
const SIZE_UNITS = `kg|Kg|KG|kilos?|Kilos? g 1000
  g|gr|Gramm g 1
  mg g 0.001
  l|L|Liter|liters?|litres?|litros?|litri ml 1000
  cl ml 10
  ml ml 1`
  .split('\n')
  .map((line) => line.trim().split(' ') as [string, 'g' | 'ml', string]);
const SIZE_UNIT = SIZE_UNITS.map(([spellings]) => spellings).join('|');
const unitOf = SIZE_UNITS.map(([spellings, base, factor]) => ({ spelled: new RegExp(`^(?:${spellings})$`, 'u'), base, factor: Number(factor) }));
/**
 * A pack's size: "1 kg", "100-g", "250 ml", "0,5 l" (German "100-g-Tube", "1-kg-Glas" too); not a
 * unit price ("€ 11,97 / 100 g", "je 100 g", "1 kg = €21,80"); "Glas à 250 g" is a pack. Global: only ever read with matchAll.
 */
const SIZE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<!(?:\/|(?<![\p{L}])(?:pro|je|per|par|por))\s*)(\d+(?:[.,]\d+)?)[ \u00a0]*-?[ \u00a0]*(${SIZE_UNIT})(?![\p{L}\d'’])(?![ \u00a0]*=)`,
  'gu',
);

/** The pack sizes a text states, each in its base unit ("1 kg" and "1000 g" as "1000 g", "0,5 l" as "500 ml"). */
export function sizesIn(text: string): string[] {
  return [...text.matchAll(SIZE)].flatMap((match) => {
    const unit = unitOf.find(({ spelled }) => spelled.test(match[2]!));
    const value = numberOf(match[1]!);
    return unit ? [`${Math.round(value * unit.factor * 1000) / 1000} ${unit.base}`] : [];
  });
}

/** Containers a size is joined to ("100-g-Tube", "1-kg-Glas"), folded: the pack, not what is asked about. */
const PACKS = new Set(
  'tube tuben glas glaser dose dosen flasche flaschen packung packungen pack packchen beutel sack eimer becher kanister schachtel karton tute box kiste tiegel topf netz rolle'.split(
    ' ',
  ),
);

const SIZE_JOINED = new RegExp(String.raw`\d[ \u00a0]*-?[ \u00a0]*(?:${SIZE_UNIT})-(\p{L}+)`, 'gu');

/** "Die 100-g-Tube", "im 1-kg-Glas": the container a size is joined to, folded; never the product ("500-g-Honig"). */
export function packsOfSizes(text: string): string[] {
  return [...text.matchAll(SIZE_JOINED)].map((match) => fold(match[1]!)).filter((word) => PACKS.has(word));
}

const SPAN_OF_TIME =
  /(?<![\p{L}\d])(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|ten|twenty|half an?)\s*(?:minutes?|mins?|hours?|hrs?|minuten|stunden?|std|minutes|heures?|minutos?|horas?|minuti|ore|uur|minut|godzin[ay]?)\s+(?:before|ahead|late|early|beforehand|prior|in advance|vorher|vorab|zu spat|fruher|avant|en retard|en avance|antes|tarde|de antecedencia|de antelacion|prima|in ritardo|in anticipo|van tevoren|te laat|wczesniej|za pozno)(?![\p{L}])/giu;

/**
 * The minutes or hours a visitor states before or after a time of theirs ("running 15 min late",
 * "cancel like 2 hours before"): they say how the question applies, and the line that answers may
 * state its own (12 hours). Not a length asked about ("a 60 min lesson", "for 2 hours").
 */
export function spansOfTimeSaid(text: string): string[] {
  return [...fold(text).matchAll(SPAN_OF_TIME)].map((match) => match[0]);
}
