/**
 * The other forms of an English word that a visitor may say where the business wrote one ("boils"
 * on the site, "how long do I boil it" on the phone): plural and singular, -ed, -ing, by the
 * spelling rules. Candidates only: the recogniser keeps those the pronouncing dictionary knows,
 * which is what stops made-up forms ("boilses") from entering a model.
 */
/** Plurals the spelling rules do not make ("teeth" on a dental site, "tooth" on the phone). */
const IRREGULAR: [string, string][] = [
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['child', 'children'],
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
  ['knife', 'knives'],
  ['leaf', 'leaves'],
  ['shelf', 'shelves'],
  ['life', 'lives'],
];

export function relatedForms(word: string): string[] {
  const irregular = IRREGULAR.find((pair) => pair.includes(word));
  if (irregular) return irregular.filter((form) => form !== word);
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const forms = new Set<string>();
  const stems = new Set<string>([word]);
  const last = word.at(-1)!;
  // Back to the stem: "boils" → "boil", "boxes" → "box", "berries" → "berry", "stopped" → "stop".
  if (word.endsWith('ies') && word.length > 4) stems.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) stems.add(word.slice(0, -2)).add(word.slice(0, -1));
  else if (last === 's' && !word.endsWith('ss')) stems.add(word.slice(0, -1));
  for (const ending of ['ed', 'ing']) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue;
    const stem = word.slice(0, -ending.length);
    stems.add(stem).add(`${stem}e`);
    if (stem.at(-1) === stem.at(-2)) stems.add(stem.slice(0, -1));
    if (ending === 'ed' && stem.endsWith('i')) stems.add(`${stem.slice(0, -1)}y`);
  }
  // From each stem to its forms: "boil" → "boils", "boiled", "boiling"; "bake" → "baking".
  for (const stem of stems) {
    forms.add(stem);
    const end = stem.at(-1)!;
    if (end === 'y' && !/[aeiou]y$/.test(stem)) forms.add(`${stem.slice(0, -1)}ies`).add(`${stem.slice(0, -1)}ied`);
    else if (/(s|x|z|ch|sh)$/.test(stem)) forms.add(`${stem}es`);
    else forms.add(`${stem}s`);
    if (end === 'e') forms.add(`${stem}d`).add(`${stem.slice(0, -1)}ing`);
    else forms.add(`${stem}ed`).add(`${stem}ing`);
  }
  forms.delete(word);
  return [...forms];
}

/** How often another form of a business's word is taken to be said, against the word itself. */
const FORM_SHARE = 0.5;

/** The other forms of the words a business uses (with how often), each counted half as often as its word. */
export function formCounts(uses: ReadonlyMap<string, number>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word, count] of uses) for (const form of relatedForms(word)) if (!uses.has(form)) counts.set(form, (counts.get(form) ?? 0) + count * FORM_SHARE);
  return counts;
}
