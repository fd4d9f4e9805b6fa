/** Small talk heard in a chat or a call, answered with a phrase of phrases.ts and never searched. */
const HOLD_ON =
  /^(?:(?:wait|stop|hold on|hang on|one (?:moment|second|sec)|never ?mind|nevermind|sorry|excuse me|please|ok(?:ay)?|no|espera|para|un momento|perdón|wacht(?: even)?|momentje|ちょっと待って|待って|ストップ|等一下|等等|停|انتظر|توقف|רגע|עצור)[\s,.!?。！？、]*)+$/iu;
const THANKS =
  /^(?:(?:thanks?(?: you)?(?: so much| very much)?|thx|cheers|great|perfect|gracias|muchas gracias|bedankt|dank je(?: wel)?|dankjewel|dank u(?: wel)?|dankuwel|ありがとう(?:ございます)?|谢谢|謝謝|شكرا|شكراً|תודה(?: רבה)?)[\s,.!?。！？、]*)+$/iu;

/** Small talk that is not a question for the knowledge ("wait, stop", "thanks"): answered in a phrase, never searched. */
export function smallTalk(text: string): 'holdOn' | 'thanks' | null {
  const said = text.trim();
  if (HOLD_ON.test(said)) return 'holdOn';
  if (THANKS.test(said)) return 'thanks';
  return null;
}
