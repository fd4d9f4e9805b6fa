import type { Db } from '../../../db/database';
import { searchKnowledge } from '../index/knowledge-index';
import { fold } from './fold';

/**
 * "Are you hiring? What do you pay per hour?", "Cercate personale per il bar? Quanto pagate
 * all'ora?": a question about working for the business. What it pays its staff is no price of what
 * it sells, so such a question is answered only where the site says something about jobs; on any
 * other site the honest answer is "I don't know", never a lesson's or a lane's price.
 */
const ASKS_ABOUT_WORK = new RegExp(
  [
    // English ("hire out a boat" is renting: only hiring people is asked).
    String.raw`are (?:you|u) (?:guys )?(?:still )?hiring|(?:you|u) hiring|hiring (?:staff|people|coaches|instructors|teachers|drivers|now|at the moment|right now|for)`,
    String.raw`job (?:openings?|offers?|applications?|vacanc\w+)|(?:any|open) positions|vacanc(?:y|ies)|work for you|apply (?:for a job|to work)|staff wanted|salary|wages?|hourly wage`,
    // German, Spanish, French, Italian, Portuguese, Dutch.
    String.raw`stellenangebot\w*|offene stellen|(?:sucht|sucht ihr|suchen sie) (?:noch )?(?:personal|mitarbeiter\w*|aushilfe\w*|verstarkung)|stundenlohn|gehalt`,
    String.raw`(?:buscais|buscan|buscas) (?:personal|empleados|trabajadores|monitores|gente)|ofertas? de (?:empleo|trabajo)|estan contratando|contratais|sueldo|salario`,
    String.raw`recrutez|embauchez|offres? d.emploi|salaire`,
    String.raw`cercate (?:ancora )?(?:personale|collaboratori|camerier\w*|istruttor\w*)|assumete|offerte di lavoro|posizioni aperte|stipendio|paga oraria`,
    String.raw`estao a contratar|contratando|vagas de emprego|ofertas de emprego`,
    String.raw`vacatures?|(?:zoeken|zoekt) (?:jullie|u) (?:nog )?(?:personeel|medewerkers|collega.s|schippers|\w+ voor (?:deze|de|het) (?:zomer|winter|seizoen))|solliciter\w*|werken bij jullie|salaris|uurloon`,
  ].join('|'),
);

/** What a site says when it has jobs to offer. */
const SAYS_ABOUT_WORK =
  /(?<![\p{L}])(?:hiring|vacanc\w*|jobs?|careers?|recruit\w*|join (?:our|the) team|stellen\w*|karriere|bewerb\w*|empleo|trabaja con nosotros|emplois?|recrut\w*|lavora con noi|offerte di lavoro|posizioni aperte|emprego|vagas|vacatures?|werken bij|solliciter\w*)(?![\p{L}])/iu;

export const asksAboutWork = (question: string) => new RegExp(String.raw`\b(?:${ASKS_ABOUT_WORK.source})\b`).test(fold(question));

/** Whether the knowledge says anything about jobs at the business. */
export async function saysAboutWork(db: Db, organizationId: number): Promise<boolean> {
  const found = await searchKnowledge(db, organizationId, 'jobs careers hiring vacancies stellen empleo emploi lavoro emprego vacatures', 8);
  return found.some((chunk) => SAYS_ABOUT_WORK.test(`${chunk.title} ${chunk.content}`));
}
