import { randomBytes } from 'node:crypto';
import type { AgentUpdateSchema } from '@parley/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { agents, media, organizations } from '../../db/schema';
import { AppError } from '../../errors';

export type AgentRow = typeof agents.$inferSelect;
export type PersonaUpdate = z.output<typeof AgentUpdateSchema>;
/** An avatar already checked to be an image, with the type read from its bytes. */
export interface CheckedAvatar {
  contentType: string;
  bytes: Buffer;
}
/** An organization as the public demo page names it: its id (digits) or its sub_id. */
export type OrganizationRef = { id: number } | { subId: string };

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The persona an agent starts with; its keys are made here. */
export type NewAgent = Omit<typeof agents.$inferInsert, 'id' | 'organizationId' | 'liveKey' | 'demoKey'>;

/**
 * An organization's agent, created with the organization (sign-up, the showcase seed) in the
 * caller's transaction, with fresh live and demo keys. agent/ is the only code that
 * writes `agents`: it holds the persona and the widget settings.
 */
export async function createAgent(tx: Db, organizationId: number, persona: NewAgent): Promise<void> {
  await tx.insert(agents).values({ ...persona, organizationId, liveKey: `pk_live_${randomId(24)}`, demoKey: `pk_demo_${randomId(24)}` });
}

/** Renames the organization's agent (the owner's onboarding names it), in the caller's transaction. */
export async function renameAgent(tx: Db, organizationId: number, name: string): Promise<void> {
  await tx.update(agents).set({ name }).where(eq(agents.organizationId, organizationId));
}

/** The agent of one organization (one each), its keys, and the avatar images it shows. */
export function createAgentRepository(db: Db) {
  return {
    async find(organizationId: number) {
      const [row] = await db.select().from(agents).where(eq(agents.organizationId, organizationId));
      if (!row) throw AppError.notFound('Agent not found');
      return row;
    },

    /**
     * Saves the persona fields given (the others stay as they were). A new avatar gets a fresh
     * media id, so a copy may be cached for good, and the image it replaces is deleted.
     */
    async updatePersona(current: AgentRow, input: PersonaUpdate, avatar: CheckedAvatar | null) {
      const { organizationId } = current;
      let avatarMediaId = current.avatarMediaId;
      if (avatar) {
        avatarMediaId = `av_${randomId(16)}`;
        await db.insert(media).values({ id: avatarMediaId, organizationId, contentType: avatar.contentType, bytes: avatar.bytes });
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
      if (avatar && current.avatarMediaId) await db.delete(media).where(eq(media.id, current.avatarMediaId));
      return row!;
    },

    /** A fresh live or demo key; the old one stops working at once. */
    async rotateKey(organizationId: number, key: 'live_key' | 'demo_key') {
      const fresh = key === 'live_key' ? { liveKey: `pk_live_${randomId(24)}` } : { demoKey: `pk_demo_${randomId(24)}` };
      const [row] = await db.update(agents).set(fresh).where(eq(agents.organizationId, organizationId)).returning();
      return row!;
    },

    /** The agent with its organization, for the public demo page; null when no organization matches. */
    async findWithOrganization(ref: OrganizationRef) {
      const [row] = await db
        .select({ agent: agents, organization: organizations })
        .from(agents)
        .innerJoin(organizations, eq(organizations.id, agents.organizationId))
        .where('id' in ref ? eq(organizations.id, ref.id) : eq(organizations.subId, ref.subId));
      return row ?? null;
    },

    /** An avatar image by its media id, from any organization: avatars are public, found by an id no one can guess. */
    async findMedia(id: string) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row ?? null;
    },
  };
}
