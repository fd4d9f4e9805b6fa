import { ToolInputSchema } from '@parley/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { parseParameters } from './ToolsSection';

describe('tool parameters typed by the owner', () => {
  it('default to an empty object schema, parse JSON, and report broken JSON as an error', () => {
    expect(parseParameters('  ')).toEqual({ value: { type: 'object', properties: {} } });
    expect(parseParameters('{"type":"object","properties":{"sku":{"type":"string"}}}').value).toMatchObject({ properties: { sku: { type: 'string' } } });
    expect(parseParameters('{"type": "object",')).toEqual({ error: 'invalid' });
  });

  it('are checked by the same schema as the server', () => {
    const tool = { name: 'check_stock', description: 'Stock', url: 'https://shop.example/hook' };
    expect(ToolInputSchema.safeParse({ ...tool, parameters: parseParameters('').value }).success).toBe(true);
    expect(ToolInputSchema.safeParse({ ...tool, parameters: parseParameters('{"type":"array"}').value }).success).toBe(false);
  });
});
