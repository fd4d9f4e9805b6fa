/**
 * The offline responder cannot read free text the way a language model does, so it follows the
 * two shapes owners write most, and passes every enabled rule to a model when one is configured:
 *   - "Offer code SPRING10 when asked about discounts" / "When asked about X, mention Y" → add Y
 *     when the question is about X;
 *   - "Never promise delivery dates" / "Don't mention competitors" → drop answer sentences that
 *     speak of it.
 */
const STEM = (word: string) => word.toLowerCase().replace(/ies$/, 'y').replace(/(?<=[a-z]{3})s$/, '');
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2).map(STEM);
const FILLER = new Set(['the', 'any', 'our', 'your', 'about', 'asked', 'when', 'question', 'ask', 'customer', 'visitor', 'someone'].map(STEM));

export interface RuleEffect {
  add: string[];
  avoid: string[][];
}

const ADD_AFTER = /^(offer|mention|say|suggest|recommend|tell them|share)\s+(.+?)\s+(?:when|if)\s+(?:they\s+|someone\s+|a customer\s+|a visitor\s+)?(?:asks?|asked|talks?|mentions?)\s+(?:about\s+)?(.+?)\.?$/i;
const ADD_BEFORE = /^(?:when|if)\s+(?:they\s+|someone\s+|a customer\s+|a visitor\s+)?(?:asks?|asked|talks?|mentions?)\s+(?:about\s+)?(.+?),\s*(offer|mention|say|suggest|recommend|tell them|share)\s+(.+?)\.?$/i;
const AVOID = /^(?:never|don't|do not|avoid)\s+(?:promise|mention|discuss|talk about|give|quote|share)\s+(.+?)\.?$/i;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
function phrase(verb: string, what: string): string {
  if (verb === 'offer') return sentence(`I can offer you ${what}`);
  if (verb === 'suggest' || verb === 'recommend') return sentence(`I'd recommend ${what}`);
  return sentence(what.charAt(0).toUpperCase() + what.slice(1));
}

/** What the enabled rules ask of an answer to this question. */
export function applyRules(question: string, rules: string[]): RuleEffect {
  const asked = new Set(words(question));
  const effect: RuleEffect = { add: [], avoid: [] };
  for (const rule of rules) {
    const after = ADD_AFTER.exec(rule.trim());
    const before = ADD_BEFORE.exec(rule.trim());
    const [verb, what, topic] = after ? [after[1]!, after[2]!, after[3]!] : before ? [before[2]!, before[3]!, before[1]!] : [null, null, null];
    if (verb && what && topic && words(topic).some((word) => !FILLER.has(word) && asked.has(word))) {
      effect.add.push(phrase(verb.toLowerCase(), what));
      continue;
    }
    const avoid = AVOID.exec(rule.trim());
    if (avoid) effect.avoid.push(words(avoid[1]!).filter((word) => !FILLER.has(word)));
  }
  return effect;
}

/** Drops sentences that touch what a rule forbids; adds what a rule asks for. */
export function shapeAnswer(answer: string, effect: RuleEffect): string {
  const sentences = answer.split(/(?<=[.!?。！？])\s+/).filter(Boolean);
  const kept = sentences.filter((sentence) => {
    const said = new Set(words(sentence));
    return !effect.avoid.some((topic) => topic.length > 0 && topic.every((word) => said.has(word) || (word === 'date' && /\b\d{1,2}\s*(?:days?|weeks?)\b/i.test(sentence))));
  });
  return [...kept, ...effect.add].join(' ').trim();
}
