/**
 * The offline responder cannot read free text the way a language model does, so it follows the
 * shapes owners write most (in English), and passes every enabled rule to a model when one is
 * configured:
 *   - "Offer code SPRING10 when asked about discounts" / "When asked about X, mention Y" → add Y
 *     when the question is about X;
 *   - "Never promise delivery dates" / "Don't mention competitors" → drop answer sentences that
 *     speak of it; "Never discuss politics" / "Decline questions about X" → decline the question;
 *   - "Always mention free returns" → said after every answer;
 *   - "Always end with 'Have a lovely day!'" / "Sign off with …" → the last words of every answer;
 *   - "Always answer in Spanish" → the language of the agent's own phrases;
 *   - "Be friendly" / "Be formal" / "Be concise" → the tone.
 */
import type { PhraseLanguage } from './phrases';
import { sameWord } from './match';

const STEM = (word: string) =>
  word
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})s$/, '');
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2).map(STEM);
const FILLER = new Set(['the', 'any', 'our', 'your', 'about', 'asked', 'when', 'question', 'ask', 'customer', 'visitor', 'someone'].map(STEM));

export type Tone = 'friendly' | 'formal' | 'concise';

export interface RuleEffect {
  add: string[];
  avoid: string[][];
  /** "Always mention free returns": said after every answer. */
  always: string[];
  /** "Always end with 'Have a lovely day!'": the last words of every answer. */
  signOff: string | null;
  /** "Always answer in Spanish": the language of the agent's own phrases. */
  language: PhraseLanguage | null;
  tone: Tone | null;
  /** The question is about something a rule says never to mention or discuss: politely declined. */
  decline: boolean;
}

const ADD_AFTER =
  /^(offer|mention|say|suggest|recommend|tell them|share)\s+(.+?)\s+(?:when|if)\s+(?:they\s+|someone\s+|a customer\s+|a visitor\s+)?(?:asks?|asked|talks?|mentions?)\s+(?:about\s+)?(.+?)\.?$/i;
const ADD_BEFORE =
  /^(?:when|if)\s+(?:they\s+|someone\s+|a customer\s+|a visitor\s+)?(?:asks?|asked|talks?|mentions?)\s+(?:about\s+)?(.+?),\s*(offer|mention|say|suggest|recommend|tell them|share)\s+(.+?)\.?$/i;
const AVOID = /^(?:never|don't|do not|avoid)\s+(?:promise|mention|discuss|talk about|give|quote|share)\s+(.+?)\.?$/i;
const DECLINE =
  /^(?:decline|refuse|don't answer|do not answer|never answer|never discuss|don't discuss|do not discuss|never talk about|don't talk about|do not talk about)\s+(?:any\s+)?(?:questions?\s+(?:about|on)\s+|topics?\s+(?:like|such as)\s+)?(.+?)\.?$/i;
const SIGN_OFF =
  /^(?:always\s+)?(?:end|finish|close|sign off|sign-off)(?:\s+(?:every|each|all|your)\s+(?:answers?|messages?|replies|reply))?\s+with\s+["“'‘]?(.+?)["”'’]?\.?$/i;
/** "Always remind visitors that sake is for adults when they ask about buying": an always-rule with a topic is a topic rule. */
const ALWAYS_WHEN =
  /^always\s+(?:mention|say|tell (?:them|visitors|customers)|remind (?:them|visitors|customers)(?: of| about| that)?)\s+(?:that\s+)?(.+?)\s+(?:when|if)\s+(?:they\s+|someone\s+|a customer\s+|a visitor\s+|visitors\s+|customers\s+)?(?:asks?|asked|talks?|mentions?)\s+(?:about\s+)?(.+?)\.?$/i;
const ALWAYS = /^always\s+(?:mention|say|tell (?:them|visitors|customers)|remind (?:them|visitors|customers)(?: of| about| that)?)\s+(?:that\s+)?(.+?)\.?$/i;
const LANGUAGE =
  /^(?:always\s+)?(?:answer|reply|respond|speak|write|talk)(?:\s+only)?\s+in\s+(english|spanish|hebrew|japanese|arabic|(?:simplified |traditional )?chinese)\b/i;
const TONE =
  /^(?:be|sound|stay|keep (?:it|answers|replies)|use an?|tone\s*:)\s*(?:very\s+|always\s+)?(friendly|warm|enthusiastic|cheerful|casual|formal|professional|polite|concise|brief|short)\b/i;
const LANGUAGES: Record<string, PhraseLanguage> = {
  english: 'en',
  spanish: 'es',
  hebrew: 'he',
  japanese: 'ja',
  arabic: 'ar',
  chinese: 'zh-Hans',
  'simplified chinese': 'zh-Hans',
  'traditional chinese': 'zh-Hant',
};
const TONES: Record<string, Tone> = {
  friendly: 'friendly',
  warm: 'friendly',
  enthusiastic: 'friendly',
  cheerful: 'friendly',
  casual: 'friendly',
  formal: 'formal',
  professional: 'formal',
  polite: 'formal',
  concise: 'concise',
  brief: 'concise',
  short: 'concise',
};

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
function phrase(verb: string, what: string): string {
  if (verb === 'offer') return sentence(`I can offer you ${what}`);
  if (verb === 'suggest' || verb === 'recommend') return sentence(`I'd recommend ${what}`);
  return asSaid(what);
}

/** A rule's words as a sentence the agent says: capitalised, with a full stop. */
function asSaid(text: string): string {
  return sentence(text.charAt(0).toUpperCase() + text.slice(1));
}

/** What the enabled rules ask of an answer to this question. */
export function applyRules(question: string, rules: string[]): RuleEffect {
  const asked = new Set(words(question));
  const effect: RuleEffect = { add: [], avoid: [], always: [], signOff: null, language: null, tone: null, decline: false };
  const topicOf = (text: string) => words(text).filter((word) => !FILLER.has(word));
  const about = (topic: string) => {
    const topicWords = topicOf(topic);
    // Forms of one word count ("buying" and "buy"), as in the answers.
    return topicWords.length > 0 && topicWords.some((word) => asked.has(word) || [...asked].some((other) => sameWord(other, word)));
  };
  const shapes: [RegExp, (match: RegExpExecArray) => void][] = [
    [LANGUAGE, (m) => (effect.language = LANGUAGES[m[1]!.toLowerCase()] ?? null)],
    [SIGN_OFF, (m) => (effect.signOff = sentence(m[1]!.trim()))],
    [ALWAYS_WHEN, (m) => about(m[2]!) && effect.add.push(asSaid(m[1]!))],
    [ALWAYS, (m) => effect.always.push(asSaid(m[1]!))],
    [TONE, (m) => (effect.tone = TONES[m[1]!.toLowerCase()] ?? null)],
    [
      DECLINE,
      (m) => {
        if (about(m[1]!)) effect.decline = true;
        effect.avoid.push(topicOf(m[1]!));
      },
    ],
    [AVOID, (m) => effect.avoid.push(topicOf(m[1]!))],
  ];
  for (const raw of rules) {
    const rule = raw.trim();
    const after = ADD_AFTER.exec(rule);
    const before = ADD_BEFORE.exec(rule);
    const [verb, what, topic] = after ? [after[1]!, after[2]!, after[3]!] : before ? [before[2]!, before[3]!, before[1]!] : [null, null, null];
    if (verb && what && topic) {
      if (about(topic)) effect.add.push(phrase(verb.toLowerCase(), what));
      continue;
    }
    // The first shape the rule has decides what it does.
    for (const [shape, apply] of shapes) {
      const match = shape.exec(rule);
      if (match) {
        apply(match);
        break;
      }
    }
  }
  return effect;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bI'm\b/g, 'I am'],
  [/\bdon't\b/g, 'do not'],
  [/\bdoesn't\b/g, 'does not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\bit's\b/g, 'it is'],
  [/\bwe're\b/g, 'we are'],
  [/\bIt's\b/g, 'It is'],
  [/\bWe're\b/g, 'We are'],
];

/**
 * Drops sentences that touch what a rule forbids; adds what a rule asks for, then what every
 * answer carries (always-mention, the sign-off), in the rule's tone. Returns '' when nothing the
 * rules allow is left (the caller then declines).
 */
export function shapeAnswer(answer: string, effect: RuleEffect, friendlyOpener = ''): string {
  const sentences = answer.split(/(?<=[.!?。！？])\s+/).filter(Boolean);
  let kept = sentences.filter((sentence) => {
    const said = new Set(words(sentence));
    return !effect.avoid.some(
      (topic) => topic.length > 0 && topic.every((word) => said.has(word) || (word === 'date' && /\b\d{1,2}\s*(?:days?|weeks?)\b/i.test(sentence))),
    );
  });
  if (kept.length === 0 && sentences.length > 0) return '';
  if (effect.tone === 'concise') kept = kept.slice(0, 1);
  let text = [...kept, ...effect.add, ...effect.always].join(' ').trim();
  if (effect.tone === 'formal') {
    for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
    text = text.replace(/!/g, '.');
  }
  if (effect.tone === 'friendly' && friendlyOpener) text = `${friendlyOpener} ${text}`;
  if (effect.signOff && !text.endsWith(effect.signOff)) text = `${text} ${effect.signOff}`;
  return text.trim();
}
