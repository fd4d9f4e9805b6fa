import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, errorResponsesOf, TAG_DESCRIPTIONS } from '.';

describe('the operation table', () => {
  it('describes every tag it uses', () => {
    expect([...new Set(ALL_OPERATIONS.map((op) => op.tag))].filter((tag) => !TAG_DESCRIPTIONS[tag])).toEqual([]);
  });

  it('gives every operation at least one documented error answer', () => {
    const without = ALL_OPERATIONS.filter((op) => {
      const declared = Object.keys(op.responses).some((code) => Number(code) >= 400 && Number(code) < 500);
      return !declared && Object.keys(errorResponsesOf(op)).length === 0;
    });
    expect(without.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('names each operation once', () => {
    const ids = ALL_OPERATIONS.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('derives errors from what an operation declares', () => {
    const getFaq = ALL_OPERATIONS.find((op) => op.method === 'PUT' && op.path === '/api/v1/organizations/current/faqs/{id}');
    expect(Object.keys(errorResponsesOf(getFaq!)).map(Number)).toEqual([400, 401, 402, 404, 422, 429, 503]);
    const health = ALL_OPERATIONS.find((op) => op.path === '/healthz');
    expect(Object.keys(errorResponsesOf(health!)).map(Number)).toEqual([429, 503]);
  });
});
