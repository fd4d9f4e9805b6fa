import { randomBytes } from 'node:crypto';
import { AgentUpdateSchema, type Agent, type PublicAgent } from '@parley/api-client/schemas';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { agents, media, organizations } from '../../../db/schema';
import { AppError } from '../../../errors';
import { operationRoute } from '../../../http/operation-route';
import { validate } from '../../../http/validate';
import { checkAvatar } from './avatar';
import { readAgentForm } from './agent-form';
import { registerWidgetSettingsRoutes } from './widget-settings';

type AgentRow = typeof agents.$inferSelect;
const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
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

export async function findAgent(db: Db, organizationId: number) {
  const [row] = await db.select().from(agents).where(eq(agents.organizationId, organizationId));
  if (!row) throw AppError.notFound('Agent not found');
  return row;
}

export function registerAgentRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  registerWidgetSettingsRoutes(app, { db, authenticate });

  operationRoute(app, 'getAgent', async ({ caller }) => ({ data: toAgentDto(await findAgent(db, caller.organizationId)) }));

  /** Multipart (or `{agent:{…}}` JSON): the handler reads and validates the form; the operation gives auth. */
  operationRoute(app, 'updateAgent', async ({ caller: { organizationId }, request }) => {
    const form = await readAgentForm(request);
    const input = validate(AgentUpdateSchema, form.fields);
    const current = await findAgent(db, organizationId);
    let avatarMediaId = current.avatarMediaId;
    if (form.avatar) {
      const contentType = await checkAvatar(form.avatar);
      avatarMediaId = `av_${randomId(16)}`;
      await db.insert(media).values({ id: avatarMediaId, organizationId, contentType, bytes: form.avatar });
    }
    const [row] = await db
      .update(agents)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.role !== undefined && { role: input.role }),
        ...(input.tone !== undefined && { tone: input.tone }),
        ...(input.greeting !== undefined && { greeting: input.greeting }),
        ...(input.languages !== undefined && { languages: input.languages }),
        ...(input.voice !== undefined && { voice: input.voice }),
        // `agent[branding][key]` sets those keys; the others stay as they were.
        ...(input.branding !== undefined && { branding: { ...current.branding, ...input.branding } }),
        ...(input.voice_provider_config !== undefined && { voiceProviderConfig: input.voice_provider_config }),
        avatarMediaId,
      })
      .where(eq(agents.organizationId, organizationId))
      .returning();
    if (form.avatar && current.avatarMediaId) await db.delete(media).where(eq(media.id, current.avatarMediaId));
    return { data: toAgentDto(row!) };
  });

  /** A leaked key is replaced at once; the old one stops working. */
  operationRoute(app, 'rotateAgentKey', async ({ caller: { organizationId }, body: { key } }) => {
    const fresh = key === 'live_key' ? { liveKey: `pk_live_${randomId(24)}` } : { demoKey: `pk_demo_${randomId(24)}` };
    const [row] = await db.update(agents).set(fresh).where(eq(agents.organizationId, organizationId)).returning();
    return { data: toAgentDto(row!) };
  });

  /**
   * With `is_demo_mode=true` this is public (the demo page of an organization, by id or sub_id)
   * and shows only what a visitor may see. Otherwise it is the owner's view: own organization only.
   * The operation is public (`auth: 'none'`), so the owner's token is checked here.
   */
  operationRoute(app, 'getDemoAgent', async ({ params: { id }, query: { is_demo_mode }, request }) => {
    const ref = /^\d+$/.test(id) ? eq(organizations.id, Number(id)) : eq(organizations.subId, id);
    if (is_demo_mode !== 'true') {
      const claims = await authenticate(request);
      if (!/^\d+$/.test(id) || Number(id) !== claims.organizationId) throw AppError.notFound('Agent not found');
      return { data: toAgentDto(await findAgent(db, claims.organizationId)) };
    }
    const [row] = await db
      .select({ agent: agents, organization: organizations })
      .from(agents)
      .innerJoin(organizations, eq(organizations.id, agents.organizationId))
      .where(or(ref));
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
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) throw AppError.notFound();
    // Ids change on every upload, so a copy may be kept for good.
    return reply
      .type(row.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(row.bytes);
  });
}
