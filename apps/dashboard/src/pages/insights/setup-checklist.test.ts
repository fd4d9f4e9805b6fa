import { ApiError, type Agent, type ApiClient, type ScrapingJobStatus } from '@parley/api-client';
import { describe, expect, it, vi } from 'vitest';
import { conversationSignals, DEFAULT_PERSONA, knowledgePresent, loadSetupSteps, personaCustomised } from './setup-checklist';

const agent = (over: Partial<Agent> = {}): Agent => ({
  id: 1,
  name: 'Ava',
  version: 'voice_v1',
  live_key: 'pk_live_x',
  demo_key: 'pk_demo_x',
  avatar_url: null,
  ...DEFAULT_PERSONA,
  languages: ['en'],
  voice: 'alloy',
  branding: {},
  voice_provider_config: {},
  ...over,
});
const job = (status: ScrapingJobStatus['status'], done: number) => ({ status, progress: { found: done, done, failed: 0, max_pages: 50 } }) as ScrapingJobStatus;
const paged = (total: number) => ({ data: [], meta: { page: 1, per_page: 1, total } });

function fakeApi(over: Partial<Record<keyof ApiClient, () => Promise<unknown>>> = {}) {
  return {
    getAgent: vi.fn(() => Promise.resolve(agent())),
    listScrapes: vi.fn(() => Promise.resolve([])),
    listFaqs: vi.fn(() => Promise.resolve(paged(0))),
    listDocuments: vi.fn(() => Promise.resolve([])),
    listProducts: vi.fn(() => Promise.resolve(paged(0))),
    listConversations: vi.fn(() => Promise.resolve({ data: [], meta: { page: 1, per_page: 50, total: 0 } })),
    getStanding: vi.fn(() => Promise.resolve({ state: 'grace', grace_ends_at: '2030-01-08T00:00:00.000Z' })),
    ...over,
  } as unknown as Parameters<typeof loadSetupSteps>[0];
}

describe('set-up checklist', () => {
  it('counts the persona customised once anything differs from the starting persona', () => {
    expect(personaCustomised(agent())).toBe(false);
    expect(personaCustomised(agent({ greeting: 'Hello from Acme!' }))).toBe(true);
    expect(personaCustomised(agent({ tone: 'concise' }))).toBe(true);
    expect(personaCustomised(agent({ avatar_url: '/media/a.png' }))).toBe(true);
  });

  it('counts knowledge from any source, but not a crawl that learned nothing', () => {
    const none = { scrapes: [job('completed', 0), job('running', 3)], faqs: 0, documents: [], products: 0 };
    expect(knowledgePresent(none)).toBe(false);
    expect(knowledgePresent({ ...none, scrapes: [job('completed', 4)] })).toBe(true);
    expect(knowledgePresent({ ...none, faqs: 1 })).toBe(true);
    expect(knowledgePresent({ ...none, products: 2 })).toBe(true);
  });

  it('reads trying, installing and the first visitor from where conversations happened', () => {
    const parley = '127.0.0.1:3000';
    const tried = { page_url: 'http://127.0.0.1:3000/demo/abc', outcome: 'answered' } as const;
    expect(conversationSignals([tried, { page_url: null, outcome: 'answered' }], parley)).toEqual({ tried: true, onSite: false, answeredVisitor: false });
    // Their site, but nothing answered yet: installed, still waiting for the first visitor conversation.
    expect(conversationSignals([{ page_url: 'http://localhost:4100/shoes', outcome: 'silent' }], parley)).toEqual({
      tried: false,
      onSite: true,
      answeredVisitor: false,
    });
    expect(conversationSignals([{ page_url: 'https://acme.example/', outcome: 'lead' }], parley)).toMatchObject({ onSite: true, answeredVisitor: true });
    expect(conversationSignals([{ page_url: 'garbage', outcome: 'answered' }], parley)).toEqual({ tried: false, onSite: false, answeredVisitor: false });
  });

  it('checks every step from the API', async () => {
    const api = fakeApi({
      listFaqs: () => Promise.resolve(paged(3)),
      listConversations: () =>
        Promise.resolve({ data: [{ page_url: 'https://acme.example/', outcome: 'answered' }], meta: { page: 1, per_page: 50, total: 1 } }),
      getStanding: () => Promise.resolve({ state: 'subscribed', grace_ends_at: null }),
    });
    expect(await loadSetupSteps(api, 'app.parley.example')).toEqual({
      knowledge: 'done',
      persona: 'todo',
      try: 'todo',
      site: 'done',
      visitor: 'done',
      plan: 'done',
    });
  });

  it('says a step could not be checked rather than guessing, and treats no agent as not done', async () => {
    const failing = fakeApi({
      getAgent: async () => Promise.reject(new ApiError('Internal server error', 500, null)),
      listDocuments: async () => Promise.reject(new Error('offline')),
      listConversations: async () => Promise.reject(new Error('offline')),
      getStanding: async () => Promise.reject(new Error('offline')),
    });
    expect(await loadSetupSteps(failing, 'x')).toEqual({
      knowledge: 'unknown',
      persona: 'unknown',
      try: 'unknown',
      site: 'unknown',
      visitor: 'unknown',
      plan: 'unknown',
    });
    const noAgent = fakeApi({ getAgent: async () => Promise.reject(new ApiError('Agent not found', 404, null)) });
    expect(await loadSetupSteps(noAgent, 'x')).toEqual({ knowledge: 'todo', persona: 'todo', try: 'todo', site: 'todo', visitor: 'todo', plan: 'todo' });
  });
});
