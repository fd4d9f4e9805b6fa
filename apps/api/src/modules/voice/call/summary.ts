export interface SummaryInput {
  messages: { role: 'user' | 'assistant'; content: string; /** the agent's greeting, not an answer */ greeting?: boolean }[];
  durationSeconds: number;
  endedReason: string;
  sources: string[];
  lead: boolean;
}

/** Endings worth more words than their reason's name. */
const ENDINGS: Record<string, string> = { 'transferred-to-human': 'transferred to a person of the team, who continues in the text chat' };

const firstSentence = (text: string) => (text.match(/^[^.!?]*[.!?]/)?.[0] ?? text).trim().slice(0, 200);

/**
 * An extractive end-of-call summary (no model needed): what the visitor asked, the gist of the
 * first answer, what knowledge was used, whether a lead was taken, and how the call ended.
 */
export function summariseCall({ messages, durationSeconds, endedReason, sources, lead }: SummaryInput): string {
  const questions = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content.trim())
    .filter(Boolean);
  const answers = messages
    .filter((m) => m.role === 'assistant' && !m.greeting)
    .map((m) => m.content.trim())
    .filter(Boolean);
  const minutes = durationSeconds >= 60 ? `${Math.floor(durationSeconds / 60)} min ${durationSeconds % 60} s` : `${durationSeconds} s`;
  const parts = [`Voice call of ${minutes}, ended: ${ENDINGS[endedReason] ?? endedReason.replace(/-/g, ' ')}.`];
  if (questions.length === 0) parts.push('The visitor did not ask anything.');
  else {
    const shown = questions
      .slice(0, 3)
      .map((q) => `“${q.slice(0, 120)}”`)
      .join('; ');
    parts.push(`The visitor asked ${questions.length === 1 ? '' : `${questions.length} questions, including `}${shown}.`);
  }
  const firstAnswer = answers[0];
  if (firstAnswer && questions.length) parts.push(`The agent answered: ${firstSentence(firstAnswer)}`);
  if (sources.length) parts.push(`Knowledge used: ${[...new Set(sources)].slice(0, 3).join(', ')}.`);
  if (lead) parts.push('The visitor left contact details.');
  return parts.join(' ');
}
