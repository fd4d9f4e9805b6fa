/**
 * The answer benchmark's shapes. A fixture site is a function of its facts (prices, names, hours),
 * so the same questions can be asked of a mutated copy: answers must follow the new facts, which
 * a rule tuned to one fixture would not.
 */
export interface BenchQuestion {
  /** As a visitor types it: typos, follow-ups, other languages. */
  ask: string;
  /** Earlier questions of the same conversation (a follow-up is asked after them). */
  after?: string[];
  /** Every one of these must be in the answer (case-insensitive). Absent: the site cannot answer it. */
  expect?: string[];
  /** The answer must not contain any of these (e.g. the price of another size). */
  reject?: string[];
  /** The visitor's interface language (metadata.language); English by default. */
  language?: string;
  /** What kind of question it is, for the per-kind report. */
  kind: string;
}

export interface BenchSite {
  name: string;
  /** Path → HTML of every page; robots.txt and sitemap.xml are added by the server. */
  pages: Record<string, string>;
  /** Paths robots.txt disallows; their facts must never be quoted. */
  disallow?: string[];
  questions: BenchQuestion[];
}

/** Questions the site cannot answer: the agent must say it does not know, and invent nothing. */
export const unanswerable = (...asks: string[]): BenchQuestion[] => asks.map((ask) => ({ kind: 'unanswerable', ask }));
