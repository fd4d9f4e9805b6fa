import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation:
 * - `session`: a signed-in person's token (from /signup or /login);
 * - `widget`: an agent's live or demo key, from an allowed origin;
 * - `voice`: a Voice API bearer token (a Vapi-compatible key);
 * - `stripe`: Stripe's signature header; `none`: public.
 */
export type Auth = 'session' | 'widget' | 'voice' | 'stripe' | 'none';

/** Who calls it, so the drift check knows which operations need a client function. */
export type Audience = 'dashboard' | 'widget' | 'voice-api' | 'loader' | 'browser' | 'stripe' | 'operator';

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** `application/json` unless said (CSV, HTML, SSE, images, scripts). */
  contentType?: string;
}

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI template: `/api/v1/organizations/current/faqs/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: Auth;
  /** The member role a `session` caller needs; without it any member of the organization may call. */
  role?: 'owner';
  /** Needs an active plan (or the grace days after signing up or a lapse): 402 naming the plan needed. */
  paid?: true;
  audience: Audience;
  /** Path parameters: each key is one `{name}` of the path. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyType?: 'json' | 'multipart' | 'form';
  responses: Record<number, ResponseSpec>;
  /** The client functions that call it: `getAgent` (createApiClient) or `voice.chats.create` (createVoiceApi). */
  client?: readonly string[];
  /** Served only with the built apps (`serveApps`), or only in TEST MODE billing. */
  servedWhen?: string;
  /** A WebSocket upgrade rather than a plain request. */
  websocket?: boolean;
}

/** Fastify's `/a/:id` and OpenAPI's `/a/{id}` as one comparable shape: `/a/{}`. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}');
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${pathShape(path)}`;
