import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Agent, Faq } from './schemas';
import { createCall } from './http';
import { createSend, createSendCsv, type SendOperation } from './operation-call';

/** A fetch that records each request and answers `{ data: {} }`: the wire, not a mock of ky. */
function recorder() {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return Promise.resolve(new Response(JSON.stringify({ data: {} }), { headers: { 'content-type': 'application/json' } }));
  };
  return { requests, send: createSend(createCall({ baseUrl: 'https://api.example', fetch, getToken: () => null })) };
}

describe('createSend', () => {
  it('takes method and path from the contract, filling and encoding each path parameter', async () => {
    const { requests, send } = recorder();
    await send('updateFaq', { params: { id: 7 }, json: { faq: { question: 'Q?', answer: 'A.' } } });
    await send('getCheckout', { params: { id: 'cs/1 ?' } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT https://api.example/api/v1/organizations/current/faqs/7',
      'GET https://api.example/api/v1/billings/checkout/cs%2F1%20%3F',
    ]);
    expect(await requests[0]!.json()).toEqual({ faq: { question: 'Q?', answer: 'A.' } });
  });

  it('sends the query without its empty values, and a form as multipart', async () => {
    const { requests, send } = recorder();
    await send('listFaqs', { query: { q: '', page: 2 } });
    const form = new FormData();
    form.append('file', new Blob(['name\nShoe']), 'products.csv');
    await send('importProductsCsv', { form });
    expect(requests[0]!.url).toBe('https://api.example/api/v1/organizations/current/faqs?page=2');
    expect(requests[1]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('asks for CSV and answers the text itself', async () => {
    const requests: Request[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(input instanceof Request ? input : new Request(input, init));
      return Promise.resolve(new Response('name,email\nAda,ada@example.com\n', { headers: { 'content-type': 'text/csv' } }));
    };
    const sendCsv = createSendCsv(createCall({ baseUrl: 'https://api.example', fetch, getToken: () => null }));
    expect(await sendCsv('listLeads', { query: { q: 'Ada', format: 'csv' } })).toBe('name,email\nAda,ada@example.com\n');
    expect(requests[0]!.url).toBe('https://api.example/api/v1/organizations/current/leads?q=Ada&format=csv');
    expect(requests[0]!.headers.get('accept')).toBe('text/csv');
  });

  it('sends no query string where none is given', async () => {
    const { requests, send } = recorder();
    await send('getAgent');
    expect(requests[0]!.url).toBe('https://api.example/api/v1/organizations/current/agent');
  });
});

// Compiled by `tsc` (the package's typecheck), never run: each line below must fail to compile;
// `@ts-expect-error` fails the typecheck if one ever compiles. Exported so lint sees them used.
export function doesNotCompile(send: SendOperation) {
  // @ts-expect-error the contract has no such operation, so no path to call
  void send('getEverything');
  // @ts-expect-error updateFaq's path has `{id}`: the parameter is required
  void send('updateFaq', { json: { faq: { question: 'Q?', answer: 'A.' } } });
  // @ts-expect-error updateFaq's body is `{ faq: { question, answer } }`, not a bare question
  void send('updateFaq', { params: { id: 1 }, json: { question: 'Q?' } });
  // @ts-expect-error getAgent takes no body
  void send('getAgent', { json: { name: 'Ada' } });
  // @ts-expect-error updateAgent is multipart: a FormData, not JSON
  void send('updateAgent', { json: { name: 'Ada' } });
  // @ts-expect-error a parameter the path does not have
  void send('deleteFaq', { params: { id: 1, slug: 'x' } });
}

/** Compiled, never run: what each call answers is what the operation's response schema parses to. */
export async function answers(send: SendOperation) {
  expectTypeOf((await send('getAgent')).body).toEqualTypeOf<{ data: Agent }>();
  expectTypeOf((await send('createFaq', { json: { faq: { question: 'Q?', answer: 'A.' } } })).body).toEqualTypeOf<{ data: Faq }>();
  expectTypeOf((await send('deleteFaq', { params: { id: 1 } })).body).toEqualTypeOf<null>();
}
