import { INTENT_RULES as INTENTS } from './asks';
import { fold } from './fold';

/*
 * Which sentences of a message ask and which explain: "We're coming with two kids. How much is it?"
 * asks in its second sentence; the first is context.
 */

/** The words a question may open with, in the languages the answerer reads. */
export const QUESTION_START =
  /^(?:what|whats|where|wheres|when|whens|how|hows|who|whos|which|why|can|could|do|does|did|is|are|was|will|would|should|have|has|any|anyone|anybody|que|donde|cuando|cuanto|cuanta|cuantos|como|quien|cual|hay|tienen|puedo|pueden|was|wo|wann|wie|wer|welche[rsnm]?|warum|gibt|kann|kannst|konnen|habt|haben|hast|ist|sind|bietet|bieten|macht|machen|qui|quel|quelle|quels|quelles|quand|combien|comment|pourquoi|ou|est-ce|faites|avez|vendez|proposez|peut|peux|puis|pouvez|faut|y a-t-il|a quelle|wat|waar|wanneer|hoe|hoeveel|welke|wie|kunnen|kunt|heeft|hebben|doen|bieden|verkopen|ile|gdzie|kiedy|jak|jaki|jaka|jakie|kto|dlaczego|czy|macie|mozna|moge|mozecie|sprzedajecie|oferujecie)\b/;

/** Titles written before a name with a stop ("Dr.", "Prof.", "MUDr."): not "St.", which ends a street ("on Main St. Do you…"). */
const TITLES = ['Dr', 'dr', 'Dra', 'MUDr', 'Mgr', 'Mr', 'Mrs', 'Ms', 'Prof', 'prof', 'Sr', 'Sra', 'Mme', 'Mlle', 'Dott', 'Dipl', 'Ing', 'Mag', 'Hr'];
/** Where a sentence ends (an emoji or a " :(" ends one too), and where a clause set off by a dash begins. */
const SENTENCE_ENDS = new RegExp(
  String.raw`(?<=[?？!！。])\s*|(?<=[.;\p{Emoji_Presentation}\uFE0F]|\s[:;]-?[()DP])(?<!\b(?:${TITLES.join('|')})\.)\s+(?=[\p{L}¿¡])|\s+[–—]\s+|\s+-\s+`,
  'u',
);

/**
 * The sentences that ask apart from those that explain: "What is your street address? I need it
 * for my navigation app." asks in its first sentence only. A sentence asks when it ends in a
 * question mark, starts as a question does, or names a kind of answer; with none such, all ask.
 */
export function splitAsk(text: string): { ask: string; context: string } {
  // Sentences (an emoji or a " :(" ends one: "nunca velejei 🙈 quanto custa…"), clauses set off by a dash ("taking my wife out – how much…?").
  // A title's stop ends none: "die Handynummer von Dr. Katrin Wendler?" is one question.
  const sentences = text
    .split(SENTENCE_ENDS)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap(askAfterColon)
    .flatMap(clausesAboutTheVisitor);
  if (sentences.length < 2) return { ask: text, context: '' };
  // Where the visitor marked their questions, those are the asks; the rest explains.
  // A last question typed without its mark after a marked one ("hacéis punción seca? cuanto
  // cuesta", "gibts gutscheine? ab welchem betrag") is asked too, when it opens with a question word
  // (not "have a nice day!"), a preposition before it or not.
  const last = sentences.at(-1)!;
  const markedAny = sentences.some((s) => /[?？]$/.test(s));
  const marked = sentences.filter(
    (s) => /[?？]$/.test(s) || (markedAny && s === last && !/[.!]$/.test(s) && WH_OPENER.test(fold(s).replace(LEADING_PREPOSITION, ''))),
  );
  const asks = marked.length
    ? marked
    : sentences.filter((s) => QUESTION_START.test(fold(s)) || INTENTS.some((rule) => rule.pattern.test(fold(s)) || rule.pattern.test(s)));
  if (asks.length === 0 || asks.length === sentences.length) return { ask: text, context: '' };
  return { ask: asks.join(' '), context: sentences.filter((s) => !asks.includes(s)).join(' ') };
}

/**
 * "Giovedì arriviamo verso le 22:45: fino a che ora siete aperti?" (or "…22:45, ¿hasta qué hora abrís?"): a question after a colon asks,
 * what the visitor tells before it explains. A short label before the colon ("Kids: how much?",
 * "Sabato: siete aperti?") is what the question is about, and stays with it.
 */
function askAfterColon(sentence: string): string[] {
  if (!/[?？]$/.test(sentence)) return [sentence];
  // … and one opened by "¿" after a comma ("Me ha surgido un imprevisto, ¿con cuánto tiempo puedo anular?"),
  // where the ask does not point back to what comes before ("Si hago el pedido a las 2, ¿lo puedo recoger hoy?").
  const at =
    /^(.*\S)[:：]\s+(?=[\p{L}¿¡])((?:[^:：]|[:：](?!\s))+)$/u.exec(sentence) ??
    /^([^¿]*[^\s,¿]),\s*(¿(?!(?:lo|la|los|las|le|les|me|te|nos|os|se)\s)[^¿]+)$/iu.exec(sentence);
  if (!at || at[1]!.split(/\s+/).length < 4) return [sentence];
  const [before, after] = [fold(at[1]!), fold(at[2]!).replace(/^[¿¡]\s*/u, '')];
  // What asks before the colon ("Do you have these in stock: the Pegasus 40?", "Preise für Kinder: was
  // kostet das?") keeps the sentence whole, and so does an ask after it that only points back.
  const asksAfter = QUESTION_START.test(after) || WH_OPENER.test(after);
  if (QUESTION_START.test(before) || WH_OPENER.test(before) || (!asksAfter && INTENTS.some((rule) => rule.pattern.test(before) || rule.pattern.test(at[1]!))))
    return [sentence];
  if (/(?<![\p{L}])(?:it|that|this|them|das|es|dies|cela|ca|lo|la|esto|eso|isso|dat|het)\s*[?？]$/u.test(after)) return [sentence];
  // "…, ¿podría cambiarla al sábado?", "…, ¿eso incluye proyector?": a Spanish ask that points back is about what came before.
  if (at[2]!.startsWith('¿') && /(?<![\p{L}])(?:eso|esto|ello|aquello)(?![\p{L}])|\p{L}{2,}(?:ar|er|ir)(?:l[oa]s?|les?|se)(?![\p{L}])/u.test(after))
    return [sentence];
  return [at[1]!, at[2]!];
}

/** A preposition a question word may come after ("ab welchem Betrag", "from what age", "a partir de quel âge"). */
const LEADING_PREPOSITION =
  /^(?:ab|bis|von|seit|fur|mit|um|from|for|with|at|until|till|by|a partir de|a|de|da|per|para|pour|avec|con|desde|hasta|vanaf|tot|voor|met|om)\s+/;

/** The words that open a question and nothing else, in the languages the answerer reads. */
const WH_OPENER =
  /^(?:what|whats|where|wheres|when|whens|how|hows|who|whos|which|why|cuanto|cuanta|cuantos|cuantas|que|donde|cuando|como|quien|cual|wie|wo|wann|wer|welche[rsnm]?|warum|combien|quand|ou|quel|quelle|quels|quelles|comment|pourquoi|quanto|quanti|quando|dove|come|chi|quale|quantos|quantas|onde|quem|qual|quais|hoeveel|wanneer|waar|ile|gdzie|kiedy|jak|jaki|jaka|jakie|kto|dlaczego|czy)\b/;

/** Who is speaking about themselves: "I'm a student", "my kids", "thinking of getting one", "wir kommen mit dem Auto". */
const ABOUT_ME =
  /^(?:i|im|ive|ill|id|my|we|were|weve|well|our|its|it is|she|shes|he|hes|they|theyre|ik|wij|mijn|onze|ich|mein|meine|meiner|wir|unser|unsere|es ist|je|ma|mon|mes|nous|notre|nos|on est|on sera|jai|je suis|me and|mi(?! (?:potete|puoi|puo|dite|dici|sapete|sa|serve|servono)\b)|mis|queria|nuestr[oa]s?|somos|estoy|estamos|tengo|tenemos|vamos|voy|venimos|queremos|quiero|quisiera|quisieramos|necesito|necesitamos|(?:me|nos) gustaria|trabajo|vivo|vivimos|io|mio|miei|mie|nostr[oaie]|siamo|sto|stiamo|abbiamo|vorrei|vorremmo|veniamo|vengo|andiamo|vado|(?:mi|ci) piacerebbe|cerco|cerchiamo|eu|tenho|temos|sou|estou|vou|preciso|precisamos|gostaria|gostariamos|minha|minhas|meu|meus|nossa|nosso|jestem|jestesmy|mam|mamy|moj|moja|moje|nasz|nasza|nasze|mieszkam|mieszkamy|szukam|szukamy|chce|chcemy|chcia[lł](?:bym|abym)|potrzebuje|potrzebujemy|planuje|planujemy|pracuje|studiuje|(?:coming|going|thinking|looking|planning|hoping|wondering|trying|bringing|visiting|travell?ing|moving|staying|first time|just)\b)\b/;

/**
 * A sentence's comma-separated clauses, when one of them only tells about the visitor ("i'm a
 * student on a budget, which tea costs the least"): that one stands apart, the rest stays whole
 * ("do you have green, black or white tea?" is one ask).
 */
function clausesAboutTheVisitor(sentence: string): string[] {
  const parts = sentence.split(/,\s+/);
  if (parts.length < 2) return [sentence];
  const aboutMe = (part: string) =>
    (ABOUT_ME.test(fold(part)) || (SCRIPT_ABOUT_ME.test(fold(part)) && !/\d/.test(part))) &&
    !/[?？]$/.test(part) &&
    !INTENTS.some((rule) => rule.pattern.test(fold(part)) || rule.pattern.test(part));
  // "Water is pouring through my ceiling, what number do I call?": a last clause that asks, after clauses that tell.
  const last = parts.at(-1)!;
  // A clause tells when it says something happens ("… is pouring …"); a bare thing ("and the trail shoe, how much?") is what is asked about.
  const tells = (part: string) =>
    !QUESTION_START.test(fold(part)) && !/[?？]$/.test(part) && /\b(?:is|are|am|was|were|has|have|had|will|\w{3,}ing|\w{3,}ed)\b/.test(fold(part));
  if (/[?？]$/.test(last) && QUESTION_START.test(fold(last)) && parts.slice(0, -1).every(tells) && !parts.some(aboutMe))
    return [parts.slice(0, -1).join(', '), last];
  if (!parts.some(aboutMe) || parts.every(aboutMe)) return [sentence];
  const out: string[] = [];
  let ask: string[] = [];
  for (const part of parts) {
    if (aboutMe(part)) {
      if (ask.length) out.push(ask.join(', '));
      ask = [];
      out.push(part);
    } else ask.push(part);
  }
  if (ask.length) out.push(ask.join(', '));
  return out;
}

/**
 * The same in Arabic and Hebrew ("أنا ساكن في…", "عندي تقرير…", "אני גרה ב…", "יש לי…"), an "and" before it
 * or not; not one with a figure ("אני מידה 48, יש לכן…": the size is what the ask is about).
 */
const SCRIPT_ABOUT_ME =
  /^(?:و?(?:انا|احنا|نحن|عندي|عندنا|ساكن|ساكنة|سيارتي|ابني|بنتي|ولدي|زوجي|زوجتي|امي|ابوي)|ו?(?:אני|אנחנו|יש לי|יש לנו|בעלי|אשתי|הבן שלי|הבת שלי))(?![\p{L}])/u;

/** "Open" capitalised inside a sentence before another capitalised word, not a day, month or preposition: a name ("Open Water"). */
const OPEN_NAME =
  /(?<=\p{L}[,:]?\s+)Open(?=\s+(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Today|Tomorrow|Now|Late|In|At|On|Till|Until|For|During|Every|Next|This|All|Christmas|Easter|Bank|Public|Holiday|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*)\p{Lu})/gu;
const HOURS_RULE = INTENTS.find((rule) => rule.intent === 'hours')!;

/** Whether the hours an ask seems to ask are only the "Open" of a name ("o curso Open Water"): no other word asks them. */
export function opensOnlyAName(ask: string): boolean {
  const unnamed = ask.replace(OPEN_NAME, '');
  return unnamed !== ask && !HOURS_RULE.pattern.test(fold(unnamed)) && !HOURS_RULE.pattern.test(unnamed);
}
