import { namesSomeone } from './fact-types';
import { fold } from './fold';
import { wordsOf, type Question } from './question';

/**
 * "Does one of your photographers speak English?", "Spricht einer der Fotografen Englisch?": the
 * people the visitor picks among, which a team page shows by name rather than by that word; the
 * word helps rank and is never missing from a person's answer.
 */
export function rolesAsked(text: string): string[] {
  const folded = fold(text);
  const group =
    /\b(?:(?:one|any|some|either) of (?:the|your|you)|(?:einer|eine|jemand) (?:der|eurer|ihrer|deiner|von euren|von ihren)|(?:alguno|alguna|uno|una) de (?:los|las|sus|vuestros|vuestras)|(?:l'?un|l'?une|un|une) de (?:vos|tes|les)|(?:uno|una|qualcuno) (?:dei vostri|delle vostre|degli|dei|delle)|(?:algum|alguma|um|uma) d(?:os|as) (?:vossos|vossas|seus|suas)?)\s*(\p{L}+)/u.exec(
      folded,
    );
  // "Is there a tutor who can…", "¿Hay algún monitor que hable…?", "une des coordinatrices parle…", "nauczycielkę, która mówi…".
  const one =
    group ??
    /\b(?:a|an|any) (?:\p{L}+ ){0,2}?(\p{L}+) (?:who (?:speaks?|can|teach(?:es)?)|that speaks?)|\b(?:einen|eine) (\p{L}+),? (?:der|die) |\b(?:algun|alguna|un|una) (\p{L}+) que (?:hable|hablen|habla)|\b(?:un|une) (?:des |de vos )?(\p{L}+) (?:qui )?(?:parle|parlent)|\b(?:un|una|uno) (\p{L}+) che (?:lo |la |l )?(?:parla|parli)|\b(?:algum|alguma|um|uma) (\p{L}+) que (?:fale|falem|fala)|\been (\p{L}+) die |\b(?:macie|jest|szukam) (\p{L}+)(?: \p{L}+)?,? (?:ktory|ktora|ktorzy) (?:mowi|mowia)/u.exec(
      folded,
    );
  const role = one?.slice(1).find(Boolean);
  return role ? wordsOf(role) : [];
}

/**
 * "Is there a teacher who can explain it in Turkish?": a line under a person's name that holds what is
 * known of the ask answers a role asked for, though it never says "teacher".
 */
export const answersRoleAsked = (question: Question, segment: string, heading: readonly string[]) =>
  question.intents.has('person') && rolesAsked(question.text).length > 0 && namesSomeone(segment, heading);
