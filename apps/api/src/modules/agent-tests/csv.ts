import { AgentTestInputSchema, MAX_AGENT_TESTS, type AgentTestValues } from '@parley/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors';
import type { TestRow } from './repository';

/** The columns, as the export writes them and the import reads them; phrases within a cell are separated by `|`. */
export const CSV_COLUMNS = ['question', 'must_contain', 'must_not_contain', 'expect_dont_know', 'expect_person', 'name'] as const;

const cell = (value: string) => {
  // Quote always; double inner quotes; defuse formulas a spreadsheet would run.
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

export function testsToCsv(rows: TestRow[]): string {
  const lines = rows.map((r) =>
    [r.question, r.mustContain.join(' | '), r.mustNotContain.join(' | '), String(r.expectDontKnow), String(r.expectPerson), r.name].map(cell).join(','),
  );
  // A byte-order mark so spreadsheets read UTF-8; CRLF lines as RFC 4180 writes them.
  return `\uFEFF${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

const phrases = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean);
const yes = (value: string | undefined) => /^(true|yes|1|y|x)$/i.test((value ?? '').trim());

/** A CSV of tests: a header row naming columns (question is required), one test per row; a bad row is refused with its line. */
export function csvToTests(text: string): AgentTestValues[] {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true });
  } catch (error) {
    throw AppError.invalid('csv', `The file is not a readable CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (records.length > MAX_AGENT_TESTS) throw AppError.invalid('csv', `At most ${MAX_AGENT_TESTS} tests at once`);
  return records.map((record, index) => {
    const parsed = AgentTestInputSchema.safeParse({
      name: record.name ?? '',
      // A question written by the export after a formula guard comes back as written.
      question: (record.question ?? '').replace(/^'(?=[=+\-@])/, ''),
      must_contain: phrases(record.must_contain),
      must_not_contain: phrases(record.must_not_contain),
      expect_dont_know: yes(record.expect_dont_know),
      expect_person: yes(record.expect_person),
    });
    if (!parsed.success) throw AppError.invalid('csv', `Row ${index + 2}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
    return parsed.data;
  });
}
