import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTNER_FORM_LIMITS } from './partnerships';

describe('partner form limits', () => {
  it('are the limits the server enforces (PARTNER_LIMITS in packages/contract/src/schemas/partners.ts)', () => {
    const source = readFileSync(join(__dirname, '..', '..', '..', '..', 'packages', 'contract', 'src', 'schemas', 'partners.ts'), 'utf8');
    const literal = source.match(/PARTNER_LIMITS = ({[^}]+})/)?.[1];
    expect(literal).toBeDefined();
    const server = Object.fromEntries([...literal!.matchAll(/(\w+): ([\d_]+)/g)].map((m): [string, number] => [m[1]!, Number(m[2]!.replace(/_/g, ''))]));
    expect(server).toEqual(PARTNER_FORM_LIMITS);
  });
});
