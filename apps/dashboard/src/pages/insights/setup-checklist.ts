import { ApiError, type Agent, type ApiClient, type ConversationSummary, type KnowledgeDocument, type ScrapingJobStatus } from '@parley/api-client';

/** A step is done, still to do, or could not be checked (its data did not load). */
export type StepState = 'done' | 'todo' | 'unknown';
export type StepKey = 'basics' | 'knowledge' | 'persona' | 'install';

/**
 * The persona an agent starts with (the `agents` table defaults on the server). An agent whose
 * role, tone, greeting and avatar are all still these has not been given a persona yet.
 */
export const DEFAULT_PERSONA = { role: 'Sales assistant', tone: 'friendly', greeting: 'Hi! How can I help you today?' } as const;

export function basicsDone(organization: { name: string; website_url: string } | null, agent: Pick<Agent, 'name'> | null): boolean {
  return Boolean(organization?.name.trim() && organization.website_url.trim() && agent?.name.trim());
}

export function personaCustomised(agent: Pick<Agent, 'role' | 'tone' | 'greeting' | 'avatar_url'>): boolean {
  return agent.role !== DEFAULT_PERSONA.role || agent.tone !== DEFAULT_PERSONA.tone || agent.greeting !== DEFAULT_PERSONA.greeting || agent.avatar_url !== null;
}

/** The agent has something to answer from: a finished website crawl, an FAQ, a ready document or a product. */
export function knowledgePresent(signals: { scrapes: ScrapingJobStatus[]; faqs: number; documents: KnowledgeDocument[]; products: number }): boolean {
  return (
    signals.scrapes.some((job) => job.status === 'completed' && job.progress.done > 0) ||
    signals.faqs > 0 ||
    signals.documents.some((doc) => doc.status === 'ready') ||
    signals.products > 0
  );
}

const hostOf = (url: string | null) => {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
};

/**
 * What we can honestly know about installation: a visitor talked to the agent on a page outside
 * Parley (Parley's own demo, preview and QR pages do not count). The server lets the live key
 * work only on the business's allowed sites, so such a page is one of them. A snippet pasted
 * where nobody has chatted yet cannot be seen from here.
 */
export function widgetSeenOnSite(conversations: Pick<ConversationSummary, 'page_url'>[], parleyHost: string): boolean {
  return conversations.some((conversation) => {
    const host = hostOf(conversation.page_url);
    return host !== null && host !== parleyHost;
  });
}

/** How many recent conversations are looked at for the install signal. */
export const RECENT_CONVERSATIONS = 50;

/** Checks every step from the API; a step whose data fails to load is `unknown`, never guessed. */
export async function loadSetupSteps(
  api: Pick<ApiClient, 'getAgent' | 'listScrapes' | 'listFaqs' | 'listDocuments' | 'listProducts' | 'listConversations'>,
  organization: { name: string; website_url: string } | null,
  parleyHost: string,
): Promise<Record<StepKey, StepState>> {
  const [agent, scrapes, faqs, documents, products, conversations] = await Promise.allSettled([
    api.getAgent(),
    api.listScrapes(),
    api.listFaqs({ per_page: 1 }),
    api.listDocuments(),
    api.listProducts({ per_page: 1 }),
    api.listConversations({ per_page: RECENT_CONVERSATIONS, sort_by: 'last_message_at', sort_direction: 'desc' }),
  ]);
  const state = (done: boolean): StepState => (done ? 'done' : 'todo');
  // No agent yet (404) is a fact about the set-up, not a failure to check it.
  const agentValue = agent.status === 'fulfilled' ? agent.value : agent.reason instanceof ApiError && agent.reason.status === 404 ? null : undefined;
  const knowledgeParts = [scrapes, faqs, documents, products];
  const knowledge = knowledgePresent({
    scrapes: scrapes.status === 'fulfilled' ? scrapes.value : [],
    faqs: faqs.status === 'fulfilled' ? faqs.value.meta.total : 0,
    documents: documents.status === 'fulfilled' ? documents.value : [],
    products: products.status === 'fulfilled' ? products.value.meta.total : 0,
  });
  return {
    basics: agentValue === undefined ? 'unknown' : state(basicsDone(organization, agentValue)),
    // Any one source of knowledge is enough; "to do" only when every source answered.
    knowledge: knowledge ? 'done' : knowledgeParts.every((part) => part.status === 'fulfilled') ? 'todo' : 'unknown',
    persona: agentValue === undefined ? 'unknown' : state(agentValue !== null && personaCustomised(agentValue)),
    install: conversations.status === 'fulfilled' ? state(widgetSeenOnSite(conversations.value.data, parleyHost)) : 'unknown',
  };
}
