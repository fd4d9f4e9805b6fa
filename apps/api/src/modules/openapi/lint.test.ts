import { describe, expect, it } from 'vitest';
import { lintDocument, servedDocument } from './lint';

describe('the served OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error and no warning (servers, a 4xx answer for every operation, described tags)', async () => {
    const problems = await lintDocument(await servedDocument());
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('reports what it should: a document without servers or error answers fails', async () => {
    const broken = structuredClone(
      (await servedDocument()) as { servers?: unknown; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> },
    );
    delete broken.servers;
    const health = broken.paths['/healthz']!.get!;
    health.responses = { 200: health.responses[200] };
    const rules = new Set((await lintDocument(broken)).map((p) => p.ruleId));
    expect(rules).toContain('no-empty-servers');
    expect(rules).toContain('operation-4xx-response');
  }, 60_000);
});
