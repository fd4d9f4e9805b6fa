// Repeated code has a budget (issue 17): the whole tree may hold at most DUPLICATES_BUDGET pairs
// of places that share six or more lines, as the workplace's `duplicates` tool counts them. The
// budget only shrinks: lower it when a clean-up lands. Where the tool is not installed (a fresh
// machine outside this workplace), the check says so and passes: it guards habits, not behaviour.
import { execFileSync } from 'node:child_process';

const DUPLICATES_BUDGET = 11;

let report;
try {
  report = execFileSync('duplicates', ['--most', '40', '--seconds', '300'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 16 * 1024 * 1024,
  });
} catch (error) {
  // The tool always exits 0 on a tree it could read, so a failure is the tool's, not the code's.
  console.info(
    error.code === 'ENOENT'
      ? 'duplicates: the tool is not installed here, so the repeated-code budget is not checked'
      : `duplicates: the tool failed (${error.message.split('\n')[0]}), so the repeated-code budget is not checked`,
  );
  process.exit(0);
}

const lines = report.trimEnd().split('\n');
const first = lines[0] ?? '';
const pairs = first.startsWith('no duplicates') ? 0 : Number(/^(\d+) pairs?/.exec(first)?.[1]);
if (!Number.isFinite(pairs)) {
  console.error(`duplicates: could not read its report:\n${report}`);
  process.exit(1);
}
const incomplete = lines.filter((line) => line.startsWith('incomplete:'));
for (const line of incomplete) console.warn(`duplicates: ${line}`);

if (pairs > DUPLICATES_BUDGET) {
  console.error(`duplicates: ${pairs} pairs of repeated places, over the budget of ${DUPLICATES_BUDGET}. The most shared:\n${lines.slice(1).join('\n')}`);
  console.error('Give the repeated code one home (ARCHITECTURE.md, "Habits CI enforces"), or see `duplicates --change` for what your change added.');
  process.exit(1);
}
console.info(`duplicates: ${pairs} pairs of repeated places (budget ${DUPLICATES_BUDGET})`);
