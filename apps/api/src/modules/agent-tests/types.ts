/** An earlier turn of the conversation a test asks its question in. */
export interface AgentTestTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** One test's outcome in a run, as stored (the run's `results`). */
export interface AgentTestResultRecord {
  testId: number;
  name: string;
  question: string;
  answer: string;
  sources: { title: string; url: string | null }[];
  passed: boolean;
  /** Why it failed, one line a check ("missing: £7.95"); empty when it passed. */
  reasons: string[];
}
