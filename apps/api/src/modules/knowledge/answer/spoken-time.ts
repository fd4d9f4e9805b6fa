import { fold } from './fold';

/** Hours 1–12 as words, per language (folded: "fünf" is "funf"). */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve',
    'eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf',
    'una dos tres cuatro cinco seis siete ocho nueve diez once doce',
    'une deux trois quatre cinq six sept huit neuf dix onze douze',
    'una due tre quattro cinque sei sette otto nove dieci undici dodici',
    'een twee drie vier vijf zes zeven acht negen tien elf twaalf',
  ].flatMap((line) => line.split(' ').map((word, i) => [word, i + 1] as const)),
);
const N = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}|ein)`;

/** Each way of saying a time, and how far it is from the hour named (in minutes). */
const SAID: [RegExp, (hour: number) => number][] = [
  [new RegExp(String.raw`\bhalb ${N}\b`), (h) => (h - 1) * 60 + 30],
  [new RegExp(String.raw`\b(?:viertel vor|dreiviertel|quarter to|quarter til) ${N}\b`), (h) => (h - 1) * 60 + 45],
  [new RegExp(String.raw`\b(?:viertel nach|quarter past) ${N}\b`), (h) => h * 60 + 15],
  [new RegExp(String.raw`\bhalf past ${N}\b`), (h) => h * 60 + 30],
  // British "half three" is 3:30 (English numbers only: Dutch "half drie" is 2:30).
  [/(?<!\bom )\bhalf (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/, (h) => h * 60 + 30],
  // Dutch counts the half hour to the next hour as German does ("om half 1" is 12:30); only after "om",
  // since British English says "half one" for 1:30.
  [new RegExp(String.raw`\bom half ${N}\b`), (h) => (h - 1) * 60 + 30],
  [new RegExp(String.raw`\b(?:om )?kwart voor ${N}\b`), (h) => (h - 1) * 60 + 45],
  [new RegExp(String.raw`\b(?:om )?kwart over ${N}\b`), (h) => h * 60 + 15],
  // ("Om 2 uur te varen" is two hours' sailing.)
  [new RegExp(String.raw`\bom ${N} uur\b(?! te\b)`), (h) => h * 60],
  [new RegExp(String.raw`\b(?:las|la) ${N} y media\b|\ble ${N} e mezza\b|\b${N} heures? et demie\b`), (h) => h * 60 + 30],
  [new RegExp(String.raw`\b(?:las|la) ${N} y cuarto\b`), (h) => h * 60 + 15],
  [new RegExp(String.raw`\b(?:las|la) ${N} menos cuarto\b`), (h) => (h - 1) * 60 + 45],
  [new RegExp(String.raw`\b${N} ?oclock\b|\b(?:a las|a la|alle|verso le) ${N}\b|\b${N} heures?\b`), (h) => h * 60],
  // "So gegen drei?", "um drei Uhr", "around three?": an hour in words of that language ending the clause or said as one
  // ("um drei Tage" is no time; "at once", "at 6", "around 30?" are none either).
  [/\b(?:um|gegen) (eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf)(?= uhr\b| ?[?!.,;]| ?$)/, (h) => h * 60],
  [/\baround (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?= ?[?!.,;]| ?$)/, (h) => h * 60],
  // ("Après-midi" is the afternoon, not midday.)
  [/\b(?:noon|midday|mittag|mediodia|mezzogiorno|v poledne|w poludnie|o poludniu)\b|(?<![\p{L}-])midi\b/u, () => 12 * 60],
];

/** The words of a time said in words ("um halb fünf", "quarter to one"), to keep out of a question's subject. */
export const SPOKEN_TIME = new RegExp(SAID.map(([pattern]) => pattern.source).join('|'), 'gu');

/**
 * "Um halb fünf", "Viertel vor eins", "half past four", "a las cinco y media": a time said in words,
 * in minutes after midnight, or null. Said of a business's day, one to six is the afternoon.
 */
export function spokenTime(question: string): number | null {
  const folded = fold(question);
  for (const [pattern, at] of SAID) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const said = match.slice(1).find(Boolean);
    const hour = said === undefined ? 12 : /\d/.test(said) ? Number(said) : (NUMBER_WORDS[said] ?? 1);
    const time = at(hour);
    return time > 0 && time < 7 * 60 ? time + 12 * 60 : time;
  }
  return null;
}
