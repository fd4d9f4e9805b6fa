import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  /** JSON pointer of the first place it was found. */
  location: string;
}

/** The document as a client downloads it: a real app on an in-memory database, `GET /api/openapi.json`. */
export async function servedDocument(): Promise<unknown> {
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({ env: { JWT_SECRET: 'lint-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'test' }, database });
  try {
    return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  } finally {
    await app.close();
    await database.close();
  }
}

/** Redocly's `recommended` ruleset over a document. */
export async function lintDocument(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((problem) => ({
    ruleId: problem.ruleId,
    severity: problem.severity === 'error' ? 'error' : 'warn',
    message: problem.message,
    location: problem.location[0]?.pointer ?? '',
  }));
}

export const lintServedDocument = async () => lintDocument(await servedDocument());
