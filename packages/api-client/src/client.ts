import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type {
  Agent,
  Faq,
  FaqInput,
  KnowledgeDocument,
  Product,
  ProductInput,
  PublicAgent,
  Rule,
  Tool,
  ToolInput,
  ToolListResponse,
  ResponderKind,
  ToolTestResult,
  RuleInput,
  ScrapedPage,
  ScrapingJobStatus,
  TryAgentResponse,
  WidgetSettingsRequest,
  WidgetSettingsResponse,
  Analytics,
  AnalyticsEventRequest,
  AnalyticsQuery,
  ChangeSubscriptionRequest,
  CheckoutRequest,
  CheckoutSession,
  CreateSubscriptionRequest,
  Plan,
  Subscription,
  TrialRequest,
  ChangePasswordRequest,
  CreateInvitationRequest,
  InvitedSignupRequest,
  Invitation,
  InvitationPreview,
  LoginRequest,
  Organization,
  SignupRequest,
  UpdateOrganizationRequest,
  UpdateProfileRequest,
  User,
  VoiceProviderConfig,
} from './schemas';
import { ApiError, errorMessageFrom } from './errors';
import { bearerTokenFrom } from './storage';

export interface ApiClientOptions {
  /** Origin of the Parley API, e.g. `https://app.parley.example`. Defaults to the page's origin. */
  baseUrl?: string;
  /** The bearer token for each request. Defaults to spec §6 over `localStorage`. */
  getToken?: () => string | null;
  /** Called on every 401 with the request path, before the call rejects. */
  onUnauthorized?: (info: { path: string; error: ApiError }) => void;
  /** Called when a response carries a fresh token in its `Authorization` header. */
  onTokenRefreshed?: (token: string) => void;
  /** Called when a response asks to clear site data (`Clear-Site-Data`). */
  onClearSiteData?: () => void;
  /** Custom fetch (tests, server-side use). */
  fetch?: typeof fetch;
}

/** The persona fields `updateAgent` sends (all optional: only what changed). */
export interface AgentFormFields {
  name?: string;
  role?: string;
  tone?: Agent['tone'];
  greeting?: string;
  languages?: string[];
  voice?: string;
  branding?: Record<string, string>;
  voice_provider_config?: VoiceProviderConfig;
}

export interface ListQuery {
  q?: string;
  page?: number;
  per_page?: number;
}
export interface Paged<T> {
  data: T[];
  /** `total_is_estimate` (conversations): above 10,000 matches `total` is an estimate, not a count. */
  meta: { page: number; per_page: number; total: number; total_is_estimate?: boolean };
}
export interface RefreshSchedule {
  refresh: 'off' | 'daily' | 'weekly';
  url: string | null;
  next_refresh_at: string | null;
}
const searchParams = (query: ListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

const CONVERSATION_FILTERS = { session_id: true, start_date: true, end_date: true, outcome: true } as const;
export interface ConversationQuery {
  page?: number;
  per_page?: number;
  sort_by?: 'started_at' | 'last_message_at' | 'message_count';
  sort_direction?: 'asc' | 'desc';
  session_id?: string;
  start_date?: string;
  end_date?: string;
  outcome?: 'answered' | 'unanswered' | 'lead';
}
export interface ConversationLead {
  name: string | null;
  email: string | null;
  phone: string | null;
  interest: string | null;
}
export interface ConversationSummary {
  id: string;
  channel: 'chat' | 'voice';
  session_id: string | null;
  page_url: string | null;
  language: string | null;
  outcome: 'answered' | 'unanswered' | 'lead';
  message_count: number;
  started_at: string;
  last_message_at: string;
  duration_seconds: number;
  first_question: string | null;
  lead: ConversationLead | null;
}
export interface ConversationDetail {
  id: string;
  outcome: ConversationSummary['outcome'];
  page_url: string | null;
  language: string | null;
  started_at: string;
  lead: (ConversationLead & { created_at: string }) | null;
  messages: {
    role: 'user' | 'assistant';
    content: string;
    sources: { type: string; id: number; title: string; url: string | null }[];
    answered: boolean | null;
    created_at: string;
  }[];
}

/** A lead as `listLeads` returns it. */
export interface Lead extends ConversationLead {
  id: number;
  conversation_id: string;
  created_at: string;
}

/** A signed-in result: the user and the token from the `Authorization` response header. */
export interface Session {
  user: User;
  token: string;
}

function defaultBaseUrl(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin ?? 'http://localhost:3000';
}

function tokenFromHeader(response: Response): string | null {
  const header = response.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1] ?? null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (CSV exports, plain-text errors): the text itself.
    return text;
  }
}

/**
 * Typed client: one function per endpoint. Requests carry credentials, a JSON accept header and
 * the bearer token; multipart bodies (FormData) leave the content type to the browser.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const getToken = options.getToken ?? (() => bearerTokenFrom((globalThis as { localStorage?: Storage }).localStorage));

  const http: KyInstance = ky.create({
    prefixUrl: (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, ''),
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    fetch: options.fetch,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const token = tokenFromHeader(response);
          if (token && response.ok) options.onTokenRefreshed?.(token);
          if (response.headers.get('clear-site-data')) options.onClearSiteData?.();
        },
      ],
    },
  });

  async function call<T>(method: string, path: string, init: Options = {}): Promise<{ body: T; response: Response }> {
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), { method, ...init });
    } catch (cause) {
      if (cause instanceof HTTPError) {
        const body = await readBody(cause.response);
        const error = new ApiError(errorMessageFrom(body), cause.response.status, body, { cause });
        if (error.isUnauthorized) options.onUnauthorized?.({ path, error });
        throw error;
      }
      throw new ApiError(errorMessageFrom(null, 'Network error: the server could not be reached'), 0, null, { cause });
    }
    const body = (await readBody(response)) as T;
    return { body, response };
  }

  async function session(path: string, json: unknown): Promise<Session> {
    const { body, response } = await call<{ data: User }>('POST', path, { json });
    const token = tokenFromHeader(response);
    if (!token) throw new ApiError('The server did not return a session token', response.status, body);
    return { user: body.data, token };
  }

  return {
    /** GET /healthz */
    health: async () => (await call<{ status: 'ok'; database: 'pglite' | 'postgres' }>('GET', '/healthz')).body,

    /** POST /signup: registers a business (user, organization, owner membership, agent). */
    signup: (request: SignupRequest) => session('/signup', request),
    /** POST /signup/invitation: registers an invited person into the inviting organization. */
    signupWithInvitation: (request: InvitedSignupRequest) => session('/signup/invitation', request),
    /** POST /login */
    login: (request: LoginRequest) => session('/login', request),
    /** DELETE /logout: revokes the current token. */
    logout: async () => {
      await call<null>('DELETE', '/logout');
    },

    /** GET /api/v1/organizations/current, with the refreshed token from the response header. */
    getCurrentOrganization: async () => {
      const { body, response } = await call<{ data: Organization }>('GET', '/api/v1/organizations/current');
      return { organization: body.data, token: tokenFromHeader(response) };
    },
    /** PUT /api/v1/organizations/current: business name, website, agent name (owners only). */
    updateOrganization: async (request: UpdateOrganizationRequest) =>
      (await call<{ data: User }>('PUT', '/api/v1/organizations/current', { json: request })).body.data,
    /** GET /api/v1/organizations/{id}: an organization by id (the server answers only the caller's own). */
    getOrganization: async (id: number) => (await call<{ data: Organization }>('GET', `/api/v1/organizations/${id}`)).body.data,
    /** GET /api/v1/users/current */
    getCurrentUser: async () => (await call<{ data: User }>('GET', '/api/v1/users/current')).body.data,
    /** PUT /api/v1/users with {user:{name, language_preference}} */
    updateProfile: async (request: UpdateProfileRequest) => (await call<{ data: User }>('PUT', '/api/v1/users', { json: request })).body.data,
    /** PUT /api/v1/users with {user:{password, current_password}} */
    changePassword: async (request: ChangePasswordRequest) => (await call<{ data: User }>('PUT', '/api/v1/users', { json: request })).body.data,

    /** POST /api/v1/organizations/current/invitations (owners only). */
    createInvitation: async (request: CreateInvitationRequest) =>
      (await call<{ data: Invitation }>('POST', '/api/v1/organizations/current/invitations', { json: request })).body.data,
    /** GET /api/v1/organizations/current/invitations */
    listInvitations: async () => (await call<{ data: Invitation[] }>('GET', '/api/v1/organizations/current/invitations')).body.data,
    /** DELETE /api/v1/organizations/current/invitations/{id}: revokes a pending invitation. */
    deleteInvitation: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/invitations/${id}`);
    },
    /** GET /invitations/{token}: who is invited, to which organization (public). */
    getInvitation: async (token: string) => (await call<{ data: InvitationPreview }>('GET', `/invitations/${encodeURIComponent(token)}`)).body.data,

    /** GET /api/v1/plans?product_type=… */
    listPlans: async (productType: Plan['attributes']['product_type'] = 'voice_ai') =>
      (await call<{ data: Plan[] }>('GET', '/api/v1/plans', { searchParams: { product_type: productType } })).body.data,
    /** GET /api/v1/billings/current: the subscription, or null when there is none (404). */
    getCurrentSubscription: async (): Promise<Subscription | null> => {
      try {
        return (await call<{ data: Subscription }>('GET', '/api/v1/billings/current')).body.data;
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    },
    /** POST /api/v1/billings/checkout: a checkout session to send the browser to. */
    createCheckout: async (request: CheckoutRequest) => (await call<CheckoutSession>('POST', '/api/v1/billings/checkout', { json: request })).body,
    /** GET /api/v1/billings/checkout/{id}: whether the checkout completed. */
    getCheckout: async (id: string) => (await call<CheckoutSession>('GET', `/api/v1/billings/checkout/${encodeURIComponent(id)}`)).body,
    /** POST /api/v1/billings/subscription {price_id, payment_intent_id} */
    createSubscription: async (request: CreateSubscriptionRequest) =>
      (await call<{ data: Subscription }>('POST', '/api/v1/billings/subscription', { json: request })).body.data,
    /** PUT /api/v1/billings/subscription {price_id}: change plan now, prorated. */
    changeSubscription: async (request: ChangeSubscriptionRequest) =>
      (await call<{ data: Subscription }>('PUT', '/api/v1/billings/subscription', { json: request })).body.data,
    /** POST /api/v1/billings/trial {trial:{plan_name, setup_intent_id}}: once per organization. */
    startTrial: async (request: TrialRequest) => (await call<{ data: Subscription }>('POST', '/api/v1/billings/trial', { json: request })).body.data,
    /** POST /api/v1/billings/subscription/cancellation: cancel at the end of the period. */
    cancelSubscription: async () => (await call<{ data: Subscription }>('POST', '/api/v1/billings/subscription/cancellation')).body.data,
    /** DELETE /api/v1/billings/subscription/cancellation: keep the subscription after all. */
    keepSubscription: async () => (await call<{ data: Subscription }>('DELETE', '/api/v1/billings/subscription/cancellation')).body.data,
    /** POST /api/v1/billings/portal: the Stripe customer portal (payment method, invoices). */
    openBillingPortal: async () => (await call<{ url: string }>('POST', '/api/v1/billings/portal')).body,
    /** POST /api/v1/analytics/events: a product analytics event, stored server-side. */
    trackEvent: async (request: AnalyticsEventRequest) => {
      await call<null>('POST', '/api/v1/analytics/events', { json: request });
    },

    /** GET /api/v1/organizations/current/agent */
    getAgent: async () => (await call<{ data: Agent }>('GET', '/api/v1/organizations/current/agent')).body.data,
    /**
     * PUT /api/v1/organizations/current/agent as multipart (spec §7): `agent[field]`,
     * `agent[avatar]`, `agent[voice_provider_config]` as JSON, `agent[branding][key]`.
     */
    updateAgent: async (fields: AgentFormFields, avatar?: Blob | null) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (key === 'branding') for (const [name, v] of Object.entries(value as Record<string, string>)) form.append(`agent[branding][${name}]`, v);
        else if (key === 'languages') for (const language of value as string[]) form.append('agent[languages][]', language);
        else if (key === 'voice_provider_config') form.append('agent[voice_provider_config]', JSON.stringify(value));
        else form.append(`agent[${key}]`, String(value));
      }
      if (avatar) form.append('agent[avatar]', avatar);
      return (await call<{ data: Agent }>('PUT', '/api/v1/organizations/current/agent', { body: form })).body.data;
    },
    /** POST /api/v1/organizations/current/agent/keys/rotate */
    rotateAgentKey: async (key: 'live_key' | 'demo_key') =>
      (await call<{ data: Agent }>('POST', '/api/v1/organizations/current/agent/keys/rotate', { json: { key } })).body.data,
    /** GET /api/v1/organizations/current/agent/widget-settings: colours, position, launcher, mode, domains. */
    getWidgetSettings: async () => (await call<{ data: WidgetSettingsResponse }>('GET', '/api/v1/organizations/current/agent/widget-settings')).body.data,
    /** PUT /api/v1/organizations/current/agent/widget-settings; a 400 carries `fields` (one message per field). */
    updateWidgetSettings: async (settings: WidgetSettingsRequest['widget_settings']) =>
      (await call<{ data: WidgetSettingsResponse }>('PUT', '/api/v1/organizations/current/agent/widget-settings', { json: { widget_settings: settings } })).body
        .data,
    /** GET /api/v1/organizations/{id}/agent?is_demo_mode=true: what a visitor may see. */
    getDemoAgent: async (organizationRef: string | number) =>
      (
        await call<{ data: PublicAgent }>('GET', `/api/v1/organizations/${encodeURIComponent(String(organizationRef))}/agent`, {
          searchParams: { is_demo_mode: 'true' },
        })
      ).body.data,
    /** POST /api/v1/organizations/current/agent/try: an answer from the current knowledge. */
    tryAgent: async (message: string) => (await call<TryAgentResponse>('POST', '/api/v1/organizations/current/agent/try', { json: { message } })).body,

    /** POST /api/v2/scraping_jobs {url} → the job, with `id`. */
    startScrape: async (url: string) => (await call<ScrapingJobStatus>('POST', '/api/v2/scraping_jobs', { json: { url } })).body,
    /** GET /api/v2/scraping_jobs/{id}/status: progress and stats (products_count, faqs_count). */
    getScrapeStatus: async (id: number) => (await call<ScrapingJobStatus>('GET', `/api/v2/scraping_jobs/${id}/status`)).body,
    listScrapes: async () => (await call<{ data: ScrapingJobStatus[] }>('GET', '/api/v2/scraping_jobs')).body.data,
    listScrapedPages: async (id: number) => (await call<{ data: ScrapedPage[] }>('GET', `/api/v2/scraping_jobs/${id}/pages`)).body.data,
    recrawl: async (id: number) => (await call<ScrapingJobStatus>('POST', `/api/v2/scraping_jobs/${id}/recrawl`)).body,
    deleteScrape: async (id: number) => {
      await call<null>('DELETE', `/api/v2/scraping_jobs/${id}`);
    },
    getRefreshSchedule: async () => (await call<{ data: RefreshSchedule }>('GET', '/api/v1/organizations/current/knowledge/schedule')).body.data,
    setRefreshSchedule: async (refresh: RefreshSchedule['refresh']) =>
      (await call<{ data: RefreshSchedule }>('PUT', '/api/v1/organizations/current/knowledge/schedule', { json: { refresh } })).body.data,

    listDocuments: async () => (await call<{ data: KnowledgeDocument[] }>('GET', '/api/v1/organizations/current/documents')).body.data,
    getDocument: async (id: number) => (await call<{ data: KnowledgeDocument }>('GET', `/api/v1/organizations/current/documents/${id}`)).body.data,
    /** Multipart upload of many files (field `files`); refused files come back with the reason. */
    uploadDocuments: async (files: Blob[] | File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return (
        await call<{ data: KnowledgeDocument[]; refused: { filename: string; error: string }[] }>('POST', '/api/v1/organizations/current/documents', {
          body: form,
        })
      ).body;
    },
    deleteDocument: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/documents/${id}`);
    },

    listFaqs: async (query: ListQuery = {}) =>
      (await call<Paged<Faq>>('GET', '/api/v1/organizations/current/faqs', { searchParams: searchParams(query) })).body,
    createFaq: async (input: FaqInput) => (await call<{ data: Faq }>('POST', '/api/v1/organizations/current/faqs', { json: input })).body.data,
    updateFaq: async (id: number, input: FaqInput) => (await call<{ data: Faq }>('PUT', `/api/v1/organizations/current/faqs/${id}`, { json: input })).body.data,
    deleteFaq: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/faqs/${id}`);
    },

    listProducts: async (query: ListQuery = {}) =>
      (await call<Paged<Product>>('GET', '/api/v1/organizations/current/products', { searchParams: searchParams(query) })).body,
    createProduct: async (input: ProductInput) => (await call<{ data: Product }>('POST', '/api/v1/organizations/current/products', { json: input })).body.data,
    updateProduct: async (id: number, input: ProductInput) =>
      (await call<{ data: Product }>('PUT', `/api/v1/organizations/current/products/${id}`, { json: input })).body.data,
    deleteProduct: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/products/${id}`);
    },
    importProductsCsv: async (file: Blob) => {
      const form = new FormData();
      form.append('file', file);
      return (await call<{ data: { created: number; updated: number } }>('POST', '/api/v1/organizations/current/products/import', { body: form })).body.data;
    },
    importShopifyProducts: async (domain: string) =>
      (await call<{ data: { created: number; updated: number } }>('POST', '/api/v1/organizations/current/products/import/shopify', { json: { domain } })).body
        .data,

    listRules: async () => (await call<{ data: Rule[] }>('GET', '/api/v1/organizations/current/rules')).body.data,
    createRule: async (input: RuleInput) => (await call<{ data: Rule }>('POST', '/api/v1/organizations/current/rules', { json: input })).body.data,
    updateRule: async (id: number, rule: { text?: string; enabled?: boolean }) =>
      (await call<{ data: Rule }>('PUT', `/api/v1/organizations/current/rules/${id}`, { json: { rule } })).body.data,
    deleteRule: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/rules/${id}`);
    },
    reorderRules: async (ids: number[]) => (await call<{ data: Rule[] }>('PUT', '/api/v1/organizations/current/rules/order', { json: { ids } })).body.data,
    listTools: async () => (await call<ToolListResponse>('GET', '/api/v1/organizations/current/tools')).body.data,
    /**
     * Which responder answers visitors on this server (read with the tools: they need it too):
     * `llm` reads every rule and calls tools; `retrieval` follows only the rule shapes it can read;
     * null from a server too old to say.
     */
    getResponderKind: async (): Promise<ResponderKind | null> =>
      (await call<Partial<ToolListResponse>>('GET', '/api/v1/organizations/current/tools')).body.meta?.responder ?? null,
    /** The answer holds the signing secret, shown this once. */
    createTool: async (tool: ToolInput) => (await call<{ data: Tool }>('POST', '/api/v1/organizations/current/tools', { json: { tool } })).body.data,
    updateTool: async (id: number, tool: ToolInput) =>
      (await call<{ data: Tool }>('PUT', `/api/v1/organizations/current/tools/${id}`, { json: { tool } })).body.data,
    rotateToolSecret: async (id: number) => (await call<{ data: Tool }>('POST', `/api/v1/organizations/current/tools/${id}/secret`)).body.data,
    testTool: async (id: number, args: Record<string, unknown> = {}) =>
      (await call<{ data: ToolTestResult }>('POST', `/api/v1/organizations/current/tools/${id}/test`, { json: { arguments: args } })).body.data,
    deleteTool: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/tools/${id}`);
    },

    /** GET /api/v1/organizations/current/analytics: a preset `period` (30d by default) or an inclusive `start_date`..`end_date`. */
    getAnalytics: async (query: AnalyticsQuery = {}) => {
      const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
      return (await call<{ data: Analytics }>('GET', '/api/v1/organizations/current/analytics', { searchParams })).body.data;
    },

    /** GET /api/v1/organizations/current/analytics/conversations (spec §7 query). */
    listConversations: async (query: ConversationQuery = {}) => {
      const searchParams: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === '') continue;
        searchParams[key in CONVERSATION_FILTERS ? `filter[${key}]` : key] = value as string | number;
      }
      return (await call<Paged<ConversationSummary>>('GET', '/api/v1/organizations/current/analytics/conversations', { searchParams })).body;
    },
    getConversation: async (id: string) =>
      (await call<{ data: ConversationDetail }>('GET', `/api/v1/organizations/current/analytics/conversations/${encodeURIComponent(id)}`)).body.data,
    /** GET /api/v1/organizations/current/leads: leads left by visitors, newest first (at most 500). */
    listLeads: async () => (await call<{ data: Lead[] }>('GET', '/api/v1/organizations/current/leads')).body.data,
    /** The same listing as CSV, for download. */
    exportConversationsCsv: async (query: ConversationQuery = {}) => {
      const searchParams: Record<string, string> = { format: 'csv' };
      for (const [key, value] of Object.entries(query)) if (value) searchParams[key in CONVERSATION_FILTERS ? `filter[${key}]` : key] = String(value);
      const { body } = await call<string>('GET', '/api/v1/organizations/current/analytics/conversations', { searchParams, headers: { Accept: 'text/csv' } });
      return new Blob([body], { type: 'text/csv;charset=utf-8' });
    },

    /** Escape hatch for endpoints added before their typed function lands. */
    request: call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
