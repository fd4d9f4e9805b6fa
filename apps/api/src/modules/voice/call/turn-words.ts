/**
 * What the words of a turn say about the turn, beside the silence after it: whether the visitor
 * has finished asking, whether what they said over the agent was only a sign of listening, and
 * whether words that went on after a pause ask something new. English, as the embedded recogniser
 * hears English only; a hosted recogniser's other languages fall back to the silence alone.
 */

/**
 * Words a request does not end on: it goes on after them ("how much is the …", "do you have it
 * in …", "and …"), or the visitor is still thinking ("uh").
 */
const GOES_ON = new Set(
  (
    'a an the and or but nor of to for with without in into onto at by from about than as if because so ' +
    'my your our their his her its every each whose is are was were am very really like between ' +
    'uh um uhm er erm'
  ).split(' '),
);

/** Said while another talks to show they listen, not to take the turn. */
const BACKCHANNELS = new Set([
  'mhm',
  'mm',
  'mmm',
  'hmm',
  'uh huh',
  'uh-huh',
  'aha',
  'ah',
  'oh',
  'yeah',
  'yes',
  'yep',
  'yup',
  'ok',
  'okay',
  'right',
  'sure',
  'alright',
  'all right',
  'i see',
  'got it',
  'cool',
  'great',
  'nice',
  'good',
  'oh okay',
  'okay okay',
  'yeah yeah',
  'yes yes',
  'right right',
  'oh right',
  'oh nice',
  'i see okay',
]);

/** Said to stop the agent, however short. */
const INTERRUPTIONS = new Set(['no', 'nope', 'stop', 'wait', 'sorry', 'pardon', 'hello', 'hey', 'excuse me', 'hold on', 'one moment', 'but', 'what']);

/**
 * Under this long, speech over the agent that neither asks nor stops it is taken for a sign of
 * listening whatever the recogniser made of it: a recogniser hears words in "mhm" ("image him",
 * "can age and" in bench-voice's backchannel part), and a visitor who takes the turn says more.
 */
export const BACKCHANNEL_MAX_MS = 600;

/** How a question starts when it asks something of its own. */
const QUESTION_START =
  /^(?:(?:and|also|oh|so|but|then|plus)\s+)*(?:what|what's|whats|how|where|when|which|who|why|do|does|did|can|could|is|are|will|would|should|have|has|tell me|i want|i need|i'd like|i would like)\b/;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** True when the words so far stop where a request cannot end ("how much is the", "and"). */
export function unfinishedRequest(text: string): boolean {
  const said = words(text);
  const last = said.at(-1);
  return last !== undefined && GOES_ON.has(last);
}

/** True when what the visitor said is only "mhm", "yeah", "okay"… (or nothing a recogniser could make out). */
export function isBackchannel(text: string): boolean {
  const said = words(text).join(' ');
  return said === '' || BACKCHANNELS.has(said);
}

/**
 * True when speech over the agent was only a sign of listening: "mhm", "yeah" (or nothing a
 * recogniser made out), or anything under BACKCHANNEL_MAX_MS that neither stops the agent ("no",
 * "wait") nor asks something.
 */
export function isListening(text: string, spokenMs: number): boolean {
  if (isBackchannel(text)) return true;
  const said = words(text).join(' ');
  const stops = words(text).some((word) => INTERRUPTIONS.has(word)) || [...INTERRUPTIONS].some((phrase) => phrase.includes(' ') && said.includes(phrase));
  return spokenMs > 0 && spokenMs < BACKCHANNEL_MAX_MS && !stops && !asksSomethingElse(text);
}

/** True when words said after a pause ask a question of their own ("and do you ship to Canada?"), not the rest of the last one ("pack"). */
export function asksSomethingElse(continuation: string): boolean {
  return QUESTION_START.test(words(continuation).join(' '));
}
