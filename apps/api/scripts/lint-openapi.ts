/**
 * Lints the OpenAPI document this server serves with Redocly's recommended rules, as the tools our
 * users point at it would: prints every problem and the totals, exits 1 on an error.
 *   pnpm --filter @parley/api exec tsx scripts/lint-openapi.ts
 */
import { lintServedDocument } from '../src/modules/openapi/lint';

const problems = await lintServedDocument();
for (const problem of problems) console.info(`${problem.severity.padEnd(7)} ${problem.ruleId.padEnd(28)} ${problem.location} ${problem.message}`);
const errors = problems.filter((p) => p.severity === 'error').length;
console.info(`Redocly recommended: ${errors} errors, ${problems.length - errors} warnings`);
process.exit(errors ? 1 : 0);
