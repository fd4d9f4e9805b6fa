import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type {
  AnalyticsEventRequest,
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
    return null;
  }
}

/**
 * Typed client: one function per endpoint. Requests carry credentials, a JSON accept header and
 * the bearer token; multipart bodies (FormData) leave the content type to the browser.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const getToken =
    options.getToken ??
    (() => bearerTokenFrom((globalThis as { localStorage?: Storage }).localStorage));

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
    /** GET /api/v1/users/current */
    getCurrentUser: async () => (await call<{ data: User }>('GET', '/api/v1/users/current')).body.data,
    /** PUT /api/v1/users with {user:{name, language_preference}} */
    updateProfile: async (request: UpdateProfileRequest) =>
      (await call<{ data: User }>('PUT', '/api/v1/users', { json: request })).body.data,
    /** PUT /api/v1/users with {user:{password, current_password}} */
    changePassword: async (request: ChangePasswordRequest) =>
      (await call<{ data: User }>('PUT', '/api/v1/users', { json: request })).body.data,

    /** POST /api/v1/organizations/current/invitations (owners only). */
    createInvitation: async (request: CreateInvitationRequest) =>
      (await call<{ data: Invitation }>('POST', '/api/v1/organizations/current/invitations', { json: request })).body.data,
    /** GET /api/v1/organizations/current/invitations */
    listInvitations: async () =>
      (await call<{ data: Invitation[] }>('GET', '/api/v1/organizations/current/invitations')).body.data,
    /** DELETE /api/v1/organizations/current/invitations/{id}: revokes a pending invitation. */
    deleteInvitation: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/invitations/${id}`);
    },
    /** GET /invitations/{token}: who is invited, to which organization (public). */
    getInvitation: async (token: string) =>
      (await call<{ data: InvitationPreview }>('GET', `/invitations/${encodeURIComponent(token)}`)).body.data,

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
    createCheckout: async (request: CheckoutRequest) =>
      (await call<CheckoutSession>('POST', '/api/v1/billings/checkout', { json: request })).body,
    /** GET /api/v1/billings/checkout/{id}: whether the checkout completed. */
    getCheckout: async (id: string) =>
      (await call<CheckoutSession>('GET', `/api/v1/billings/checkout/${encodeURIComponent(id)}`)).body,
    /** POST /api/v1/billings/subscription {price_id, payment_intent_id} */
    createSubscription: async (request: CreateSubscriptionRequest) =>
      (await call<{ data: Subscription }>('POST', '/api/v1/billings/subscription', { json: request })).body.data,
    /** PUT /api/v1/billings/subscription {price_id}: change plan now, prorated. */
    changeSubscription: async (request: ChangeSubscriptionRequest) =>
      (await call<{ data: Subscription }>('PUT', '/api/v1/billings/subscription', { json: request })).body.data,
    /** POST /api/v1/billings/trial {trial:{plan_name, setup_intent_id}}: once per organization. */
    startTrial: async (request: TrialRequest) =>
      (await call<{ data: Subscription }>('POST', '/api/v1/billings/trial', { json: request })).body.data,
    /** POST /api/v1/billings/subscription/cancellation: cancel at the end of the period. */
    cancelSubscription: async () =>
      (await call<{ data: Subscription }>('POST', '/api/v1/billings/subscription/cancellation')).body.data,
    /** DELETE /api/v1/billings/subscription/cancellation: keep the subscription after all. */
    keepSubscription: async () =>
      (await call<{ data: Subscription }>('DELETE', '/api/v1/billings/subscription/cancellation')).body.data,
    /** POST /api/v1/billings/portal: the Stripe customer portal (payment method, invoices). */
    openBillingPortal: async () => (await call<{ url: string }>('POST', '/api/v1/billings/portal')).body,
    /** POST /api/v1/analytics/events: a product analytics event, stored server-side. */
    trackEvent: async (request: AnalyticsEventRequest) => {
      await call<null>('POST', '/api/v1/analytics/events', { json: request });
    },

    /** Escape hatch for endpoints added before their typed function lands. */
    request: call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
