import { ApiError, type Agent, type ApiClient, type ConversationSummary, type KnowledgeDocument, type ScrapingJobStatus } from '@parley/api-client';

/** A step is done, still to do, or could not be checked (its data did not load). */
export type StepState = 'done' | 'todo' | 'unknown';
/** From sign-up to the first visitor conversation, in the order a business does them. */
export const STEP_KEYS = ['knowledge', 'persona', 'try', 'site', 'visitor', 'plan'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/**
 * The persona an agent starts with (the `agents` table defaults on the server). An agent whose
 * role, tone, greeting and avatar are all still these has not been given a persona yet.
 */
export const DEFAULT_PERSONA = { role: 'Sales assistant', tone: 'friendly', greeting: 'Hi! How can I help you today?' } as const;

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

type Seen = Pick<ConversationSummary, 'page_url' | 'outcome'>;
/** Whether a conversation happened on one of Parley's own pages (the try-out page, the preview). */
const onParley = (conversation: Seen, parleyHost: string) => hostOf(conversation.page_url) === parleyHost;
/** Whether it happened on a page outside Parley: the server lets the live key work only on the business's own sites. */
const onTheirSite = (conversation: Seen, parleyHost: string) => {
  const host = hostOf(conversation.page_url);
  return host !== null && host !== parleyHost;
};

/**
 * What the recent conversations honestly tell about trying, installing and the first visitor: a chat
 * on Parley's try-out page; a chat on a page outside Parley (so the snippet is there; a snippet
 * nobody has used yet cannot be seen from here); and one there that the agent answered.
 */
export function conversationSignals(conversations: Seen[], parleyHost: string) {
  const outside = conversations.filter((conversation) => onTheirSite(conversation, parleyHost));
  return {
    tried: conversations.some((conversation) => onParley(conversation, parleyHost)),
    onSite: outside.length > 0,
    answeredVisitor: outside.some((conversation) => conversation.outcome === 'answered' || conversation.outcome === 'lead'),
  };
}

/** How many recent conversations are looked at for the install signal. */
export const RECENT_CONVERSATIONS = 50;

/** Checks every step from the API; a step whose data fails to load is `unknown`, never guessed. */
export async function loadSetupSteps(
  api: Pick<ApiClient, 'getAgent' | 'listScrapes' | 'listFaqs' | 'listDocuments' | 'listProducts' | 'listConversations' | 'getStanding'>,
  parleyHost: string,
): Promise<Record<StepKey, StepState>> {
  const [agent, scrapes, faqs, documents, products, conversations, standing] = await Promise.allSettled([
    api.getAgent(),
    api.listScrapes(),
    api.listFaqs({ per_page: 1 }),
    api.listDocuments(),
    api.listProducts({ per_page: 1 }),
    api.listConversations({ per_page: RECENT_CONVERSATIONS, sort_by: 'last_message_at', sort_direction: 'desc' }),
    api.getStanding(),
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
  const seen = conversations.status === 'fulfilled' ? conversationSignals(conversations.value.data, parleyHost) : null;
  return {
    // Any one source of knowledge is enough; "to do" only when every source answered.
    knowledge: knowledge ? 'done' : knowledgeParts.every((part) => part.status === 'fulfilled') ? 'todo' : 'unknown',
    persona: agentValue === undefined ? 'unknown' : state(agentValue !== null && personaCustomised(agentValue)),
    try: seen ? state(seen.tried) : 'unknown',
    site: seen ? state(seen.onSite) : 'unknown',
    visitor: seen ? state(seen.answeredVisitor) : 'unknown',
    plan: standing.status === 'fulfilled' ? state(standing.value.state === 'subscribed') : 'unknown',
  };
}
