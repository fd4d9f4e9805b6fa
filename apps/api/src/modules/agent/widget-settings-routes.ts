import {
  SHOW_SOURCES_KEY,
  showsSources,
  WidgetSettingsRequestSchema,
  widgetLookFrom,
  type WidgetLauncherResponse,
  type WidgetSettingsError,
  type WidgetSettingsResponse,
} from '@parley/contract';
import { productOperation } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { keyRefusal, requestPage } from '../../auth/public-key';
import type { AgentRow } from './agent-repository';
import { createWidgetSettingsRepository } from './widget-settings-repository';

const websiteDomain = (websiteUrl: string | null): string | null => {
  if (!websiteUrl) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(websiteUrl) ? websiteUrl : `https://${websiteUrl}`).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

export function toWidgetSettingsDto(agent: AgentRow, websiteUrl: string | null): WidgetSettingsResponse {
  return {
    ...widgetLookFrom(agent.branding),
    greeting: agent.greeting,
    allowed_domains: agent.allowedDomains,
    agent_name: agent.name,
    avatar_url: agent.avatarMediaId ? `/media/${agent.avatarMediaId}` : null,
    website_domain: websiteDomain(websiteUrl),
    show_sources: showsSources(agent.branding),
  };
}

/** Every failing field with its message, keyed by path (`widget_settings.allowed_domains.2`). */
function fieldErrors(error: z.ZodError): WidgetSettingsError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [first] = Object.entries(fields);
  return { error: first ? `${first[0]}: ${first[1]}` : 'The settings are invalid', fields };
}

export interface WidgetSettingsDeps {
  db: Db;
  /** Parley's own origin (PUBLIC_URL), else the request's. */
  publicUrl?: string;
  /**
   * Whether the organization has a proactive trigger on. Passed in by the app (proactive/ sits
   * above knowledge/ and reads its own table), so knowledge never imports the module that imports it.
   */
  hasProactiveTriggers: (organizationId: number) => Promise<boolean>;
}

/**
 * The owner's widget settings (authenticated, own organization only) and the launcher look the
 * embed loader reads from any site (public by key, like the key itself; colours and text only).
 */
export function registerWidgetSettingsRoutes(app: FastifyInstance, { db, publicUrl, hasProactiveTriggers }: WidgetSettingsDeps) {
  const settings = createWidgetSettingsRepository(db);

  operationRoute(app, 'getWidgetSettings', async ({ caller }) => {
    const { agent, websiteUrl } = await settings.find(caller.organizationId);
    return { data: toWidgetSettingsDto(agent, websiteUrl) };
  });

  // Not operationRoute: it would validate the body first and answer 422, where this route answers 400
  // with every failing field (`{ error, fields }`, as its operation documents). Method, path, `auth`
  // and `paid` come from the operation: the caller hook authenticates and checks the plan first.
  const update = productOperation('updateWidgetSettings');
  app.route({
    method: update.method,
    url: update.path,
    config: { auth: update.auth, paid: update.paid, operationId: update.operationId },
    handler: async (request, reply) => {
      if (!request.caller) throw AppError.unauthorized();
      const { organizationId } = request.caller;
      const parsed = WidgetSettingsRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send(fieldErrors(parsed.error));
      const { greeting, allowed_domains, show_sources, ...look } = parsed.data.widget_settings;
      const { agent } = await settings.find(organizationId);
      // Other branding keys (set through the persona's agent[branding][key]) are kept; so is the sources switch when omitted.
      const branding: Record<string, string> = { ...agent.branding, ...look };
      if (show_sources !== undefined) branding[SHOW_SOURCES_KEY] = show_sources ? 'on' : 'off';
      await settings.save(organizationId, { branding, greeting, allowedDomains: allowed_domains });
      const fresh = await settings.find(organizationId);
      return { data: toWidgetSettingsDto(fresh.agent, fresh.websiteUrl) };
    },
  });

  /**
   * Public (`auth: 'none'`): the key in the query is checked against the agents here. The loader
   * asks before it shows the launcher, so the asking page's Origin is judged by the chat API's own
   * key rules: on a site that may not use the key, no launcher opens an empty, refused frame.
   */
  operationRoute(app, 'getWidgetLauncher', async ({ query: { apiKey }, request, reply }) => {
    const row = await settings.findByKey(apiKey);
    reply.header('access-control-allow-origin', '*');
    if (!row) throw AppError.notFound('Unknown widget key');
    // Short cache: a saved change shows on the site within a minute; the answer depends on the page.
    reply.header('cache-control', 'public, max-age=60');
    reply.header('vary', 'Origin');
    const own = publicUrl ?? `${request.protocol}://${request.host}`;
    const page = requestPage(request, own);
    // A page the browser does not name (an old browser's same-origin request) is not refused here:
    // this answer only spares the visitor an empty frame; the frame's own frame-ancestors decides.
    const reason = page ? keyRefusal(row.agent.liveKey === apiKey ? 'live' : 'demo', page, new URL(own).host, row.websiteUrl, row.agent.allowedDomains) : null;
    const look = widgetLookFrom(row.agent.branding);
    // A plan without voice (billing/plan-features.ts) gets the chat launcher whatever the settings say.
    if (row.agent.liveKey === apiKey && !(await app.planLimits.voiceIncluded(row.agent.organizationId))) look.mode = 'chat';
    // The loader fetches the proactive-message script only for an agent that has a trigger on.
    const proactive = !reason && (await hasProactiveTriggers(row.agent.organizationId));
    const data: WidgetLauncherResponse = { ...look, allowed: !reason, ...(reason && { reason }), ...(proactive && { proactive }) };
    return { data };
  });
}
