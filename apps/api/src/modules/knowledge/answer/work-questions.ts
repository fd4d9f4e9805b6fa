import type { Db } from '../../../db/database';
import { fold } from './fold';
import { siteSays } from './site-says';

/**
 * "Are you hiring? What do you pay per hour?", "Cercate personale per il bar? Quanto pagate
 * all'ora?": a question about working for the business. What it pays its staff is no price of what
 * it sells, so such a question is answered only where the site says something about jobs; on any
 * other site the honest answer is "I don't know", never a lesson's or a lane's price.
 *
 * Only phrases that ask about jobs: "are you hiring out bikes?" is renting, "a vacancy for 2 nights"
 * a room, "salary payroll" a service, "does 3pm work for you?" a booking.
 */
const ASKS_ABOUT_WORK = new RegExp(
  String.raw`\b(?:${[
    String.raw`are (?:you|u) (?:guys )?(?:still |currently )?hiring(?! out)|hiring (?:staff|people|coaches|instructors|teachers|drivers|now|at the moment|right now)`,
    String.raw`job (?:openings?|offers?|applications?|vacanc\w+)|(?:job|staff|work) vacanc\w+|(?:i|me|to) work for you|apply (?:for a job|to work)|staff wanted|(?:thinking|thought) (?:of|about) applying|apply(?:ing)? for (?:a |the )?(?:position|role|post)`,
    String.raw`stellenangebot\w*|offene stellen|(?:sucht|sucht ihr|suchen sie) (?:noch )?(?:personal|mitarbeiter\w*|aushilfe\w*|verstarkung)`,
    String.raw`(?:buscais|buscan|buscas) (?:personal|empleados|trabajadores|monitores|camareros)|ofertas? de (?:empleo|trabajo)|(?:estan|estais) contratando (?:personal|gente)`,
    String.raw`(?:recrutez|embauchez)(?:-vous| vous)?|offres? d.emploi|cherche des remplacements(?! d)`,
    String.raw`cercate (?:ancora )?(?:personale|collaboratori|camerier\w*|istruttor\w*)|assumete (?:ancora )?(?:personale|camerier\w*|istruttor\w*)|offerte di lavoro|posizioni aperte`,
    String.raw`estao a contratar|vagas de emprego|ofertas de emprego`,
    String.raw`vacatures|(?:zoeken|zoekt) (?:jullie|u) (?:nog )?(?:personeel|medewerkers|collega.s|schippers|\w+ voor (?:deze|de|het) (?:zomer|winter|seizoen))|sollicit(?:eren|eer|atie)|werken bij jullie`,
    // The visitor looking for work: "Ich such nen Minijob", "I'm looking for a summer job", "Hledám práci na léto".
    String.raw`minijob|nebenjob|aushilfsjob|ferienjob|studentenjob|bijbaan|vakantiewerk|brigadnik\w*|brigadu|brigady|looking for (?:a )?(?:part-time |summer |weekend )?job`,
    // Not English "such work", French "un travail de peinture": a job sought in words that say so.
    String.raw`(?:suche|busco|cherche|cerco|zoek|szukam|hledam) (?:(?:einen|nen|un|une|een|du) )?(?:job|nebenjob|arbeit|trabajo|empleo|emploi|lavoro|baan|werk|pracy|praci)`,
  ].join('|')})\b`,
);

/** A sentence that asks what the work pays: asked beside a question about jobs, it is the wage. */
const ASKS_PAY =
  /\b(?:pay|paid|rate|wages?|salary|per hour|an hour|hourly|zahlt|verdient|stundenlohn|pro stunde|gehalt|payez|payes?|par heure|de (?:l.)?heure|salaire|pagais|pagan|por hora|sueldo|salario|pagate|pagano|all.ora|stipendio|pagam|paga|verdien\w*|per uur|uurloon|salaris|na hodinu|platite|za godzine|placicie)\b/;

/**
 * The same in scripts without Latin word edges, matched as typed (folding would take the voicing
 * marks off katakana): "מחפש עבודה" (looking for work), "ناوي أقدم على وظيفة" (I mean to apply for a
 * job), "アルバイト募集", "招人吗". Not "ימי עבודה" or "ساعات العمل", working days and hours.
 */
const ASKS_ABOUT_WORK_IN_SCRIPT =
  /מחפשת? עבודה|מחפשים עובדים|דרושים עובדים|דרוש עובד|משרה|משרות|לעבוד אצלכם|להגיש מועמדות|(?:على|عن|عندكم|فيه|في) وظيف|وظيفة شاغرة|وظائف شاغرة|توظيف|توظفون|تتوظفون|أبحث عن عمل|ابحث عن عمل|فرص عمل|فرصة عمل|اشتغل عندكم|أشتغل عندكم|求人|アルバイト|バイト募集|スタッフ募集|働きたい|招聘|招人|徵人|招(?!牌|待|呼|生)[^，,。？?！!]{0,6}(?:师傅|師傅|员工|員工|技师|技師|学徒|學徒|店员|店員|人手)|找工作|兼职|兼職|打工|应聘|應徵|求职|求職|채용|아르바이트|알바|일자리/u;

/** What the work pays, in those scripts: "משלמים לשעה", "الراتب", "العمولة", "時給", "时薪". */
const ASKS_PAY_IN_SCRIPT =
  /משלמים|לשעה|משכורת|שכר|راتب|رواتب|الراتب|تدفعون|بالساعة|العمولة|عمولة|時給|給料|給与|时薪|時薪|工资|工資|薪水|薪资|薪資|底薪|月薪|待遇|提成|시급|월급/u;

export const asksAboutWork = (question: string) => ASKS_ABOUT_WORK.test(fold(question)) || ASKS_ABOUT_WORK_IN_SCRIPT.test(question);
const asksPay = (ask: string) => ASKS_PAY.test(fold(ask)) || ASKS_PAY_IN_SCRIPT.test(ask);

/**
 * A message that asks about jobs and nothing else but the pay ("Are you hiring? What do you pay
 * per hour?"); one that also asks something else ("What time do you open Sunday? Also, are you
 * hiring?") is answered as usual.
 */
export function asksOnlyAboutWork(question: string): boolean {
  if (!asksAboutWork(question)) return false;
  const asks = question.split(/(?<=[?？؟])\s*/u).filter((sentence) => /[?？؟]\s*$/u.test(sentence));
  return asks.every((ask) => asksAboutWork(ask) || asksPay(ask));
}

/** What a site says when it has jobs to offer. */
const SAYS_ABOUT_WORK =
  /(?<![\p{L}])(?:we(?:'|’)?re hiring|we are hiring|now hiring|careers?|jobs? (?:at|with|bei)|join (?:our|the) team|job vacanc\w*|stellenangebot\w*|offene stellen|wir stellen ein|karriere|bewerbung\w*|trabaja con nosotros|ofertas? de (?:empleo|trabajo)|offres? d.emploi|rejoignez (?:notre|l.)\s?[ée]quipe|recrutement|lavora con noi|posizioni aperte|offerte di lavoro|vagas de emprego|trabalhe conosco|vacatures?|werken bij|sollicit(?:eren|eer|atie))(?![\p{L}])|דרושים|משרות פנויות|קריירה|وظائف شاغرة|انضم إلى فريقنا|فرص العمل|求人|採用情報|招聘|诚聘|誠徵|채용/iu;

/** Search words for a jobs page. */
const WORK_SEARCHES = [
  'hiring careers jobs vacancies karriere stellenangebote bewerbung team',
  'empleo emploi recrutement lavoro emprego vacatures werken',
  'דרושים משרות קריירה وظائف توظيف 求人 採用 招聘',
];

/** Whether the knowledge says anything about jobs at the business. */
export const saysAboutWork = (db: Db, organizationId: number) => siteSays(db, organizationId, WORK_SEARCHES, SAYS_ABOUT_WORK);
