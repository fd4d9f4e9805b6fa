import { splitAsk } from './ask-sentences';
import { fold } from './fold';
import { sameWord } from './match';

/**
 * "What is X?" in the languages visitors write, up to X: the article and "your" before it are skipped.
 * ("Wat is de alarmcode van de vestiging Centrum?": X is "alarmcode", the branch only says whose.)
 */
const WHAT_IS = new RegExp(
  String.raw`^\s*(?:whats|what is|what are|wat is|wat zijn|was ist|was sind|quel(?:le)?s? (?:est|sont)|qual(?:e|i)? (?:e|sono)|cual(?:es)? (?:es|son)|qual e|quais sao|jaki|jaka|jakie)\s+` +
    String.raw`(?:(?:the|de|het|der|die|das|le|la|les|l|il|lo|el|los|las|o|a|os|as|jest|sa)\s+)?` +
    String.raw`(?:(?:your|jullie|uw|ihre?|eure?r?|votre|vos|vostr[oa]|vuestr[oa]|su|sus|seu|sua|wasz[ae]?)\s+)?(\p{L}{3,})`,
  'u',
);

/** A word on this many passages is the business's own trade or branch ("vestiging", "Centrum"): it tells no thing apart. */
const COMMON = 20;

/**
 * Whether a question that asks for no kind of fact ("What is the alarm code of the Centrum branch?")
 * asks what a thing is that the knowledge never names, the rest of it only words found everywhere:
 * then nothing it says is the answer. (Where a rarer word is found, "Quel est le degré d'alcool de
 * votre bière Bock ?", the site's line for it may say the thing in its own words: "Alkohol 7,1 %".)
 */
export function asksForMissingThing(text: string, missing: readonly string[], found: readonly { chunks: number; soft: boolean }[]): boolean {
  if (missing.length === 0) return false; // (most questions: no need to read the ask again)
  const head = WHAT_IS.exec(fold(splitAsk(text).ask))?.[1];
  return head !== undefined && missing.some((word) => word === head || sameWord(word, head)) && found.every((term) => term.soft || term.chunks >= COMMON);
}

/**
 * "How much do you spend on fuel for a day out?", "what do you pay for your rent?": the business's
 * own costs, up to the thing paid for. A site seldom says them; where it never names that thing, its
 * prices for visitors are no answer.
 */
// "Pay for" only with the business's own things ("your rent"): "how much do you pay for scrap gold?" asks a shop that buys.
const OWN_SPENDING =
  /\b(?:how much|what) (?:do|does|did|would) (?:you|you guys|they) (?:usually |normally |typically )?(?:(?:spend|shell out) on (?:(?:the|your|their|a|an) )?|pay for (?:your|their) )(\p{L}{3,})/u;

/** Whether the question asks what the business itself spends on a thing the knowledge never names. */
export function asksOwnSpendingOnMissing(text: string, missing: readonly string[]): boolean {
  if (missing.length === 0) return false;
  const thing = OWN_SPENDING.exec(fold(splitAsk(text).ask))?.[1];
  return thing !== undefined && missing.some((word) => word === thing || sameWord(word, thing));
}
