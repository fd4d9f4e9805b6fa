import { AgentUpdateSchema, type Agent, type PublicAgent } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/authenticate';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { recordAudit } from '../audit/audit-log';
import { validate } from '../../http/validate';
import { checkAvatar } from './avatar';
import { readAgentForm } from './agent-form-request';
import { createAgentRepository, type AgentRow } from './agent-repository';
import { registerWidgetSettingsRoutes, type WidgetSettingsDeps } from './widget-settings-routes';

const avatarUrl = (row: AgentRow) => (row.avatarMediaId ? `/media/${row.avatarMediaId}` : null);

export function toAgentDto(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    live_key: row.liveKey,
    demo_key: row.demoKey,
    avatar_url: avatarUrl(row),
    role: row.role,
    tone: row.tone,
    greeting: row.greeting,
    languages: row.languages as Agent['languages'],
    voice: row.voice,
    branding: row.branding,
    voice_provider_config: row.voiceProviderConfig,
  };
}

export function registerAgentRoutes(
  app: FastifyInstance,
  { db, authenticate, publicUrl, hasProactiveTriggers }: { authenticate: Authenticate } & WidgetSettingsDeps,
) {
  const store = createAgentRepository(db);
  registerWidgetSettingsRoutes(app, { db, publicUrl, hasProactiveTriggers });

  operationRoute(app, 'getAgent', async ({ caller }) => ({ data: toAgentDto(await store.find(caller.organizationId)) }));

  /** Multipart (or `{agent:{…}}` JSON): the handler reads and validates the form; the operation gives auth. */
  operationRoute(app, 'updateAgent', async ({ caller: { organizationId }, request }) => {
    const form = await readAgentForm(request);
    const input = validate(AgentUpdateSchema, form.fields);
    const current = await store.find(organizationId);
    const avatar = form.avatar && { contentType: await checkAvatar(form.avatar), bytes: form.avatar };
    return { data: toAgentDto(await store.updatePersona(current, input, avatar)) };
  });

  /** A leaked key is replaced at once; the old one stops working. */
  operationRoute(app, 'rotateAgentKey', async ({ caller: { organizationId, userId }, body: { key } }) => {
    const rotated = await store.rotateKey(organizationId, key);
    await recordAudit(db, { organizationId, actor: { userId }, action: 'agent.key_rotated', target: { type: 'agent', id: rotated.id }, details: { key } });
    return { data: toAgentDto(rotated) };
  });

  /**
   * With `is_demo_mode=true` this is public (the demo page of an organization, by id or sub_id)
   * and shows only what a visitor may see. Otherwise it is the owner's view: own organization only.
   */
  operationRoute(app, 'getDemoAgent', async ({ params: { id }, query: { is_demo_mode }, request }) => {
    if (is_demo_mode !== 'true') {
      // Authenticated by hand: the operation is public (`auth: 'none'`) unless is_demo_mode is off, which the caller hook cannot tell.
      const claims = await authenticate(request);
      if (!/^\d+$/.test(id) || Number(id) !== claims.organizationId) throw AppError.notFound('Agent not found');
      return { data: toAgentDto(await store.find(claims.organizationId)) };
    }
    const row = await store.findWithOrganization(/^\d+$/.test(id) ? { id: Number(id) } : { subId: id });
    if (!row) throw AppError.notFound('Agent not found');
    const visible: PublicAgent = {
      name: row.agent.name,
      avatar_url: avatarUrl(row.agent),
      greeting: row.agent.greeting,
      languages: row.agent.languages as PublicAgent['languages'],
      tone: row.agent.tone,
      branding: row.agent.branding,
      version: row.agent.version,
      demo_key: row.agent.demoKey,
      organization: { sub_id: row.organization.subId, name: row.organization.name },
    };
    return { data: visible };
  });

  operationRoute(app, 'getMedia', async ({ params: { id }, reply }) => {
    if (!/^av_[A-Za-z0-9_-]{10,40}$/.test(id)) throw AppError.notFound();
    const row = await store.findMedia(id);
    if (!row) throw AppError.notFound();
    // Ids change on every upload, so a copy may be kept for good.
    return reply
      .type(row.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(row.bytes);
  });
}
