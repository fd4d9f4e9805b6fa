import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { EmailKind } from '../../db/schema';

/** A member's choices as they apply now: a choice never made follows the role. */
export interface EffectivePreferences {
  userId: number;
  organizationId: number;
  email: string;
  role: 'owner' | 'member';
  newLead: boolean;
  handoffRequest: boolean;
  dailyDigest: boolean;
  timezone: string;
}

export type PreferencesPatch = Partial<Pick<EffectivePreferences, 'newLead' | 'handoffRequest' | 'dailyDigest' | 'timezone'>>;

/** The column of each kind of email, and the choice it means when never made (owners: all; members: handoff requests). */
const COLUMN: Record<EmailKind, { column: SQL; byDefault: SQL }> = {
  new_lead: { column: sql`new_lead`, byDefault: sql`m.role = 'owner'` },
  handoff_request: { column: sql`handoff_request`, byDefault: sql`true` },
  daily_digest: { column: sql`daily_digest`, byDefault: sql`m.role = 'owner'` },
};
export const wants = (kind: EmailKind) => sql`coalesce(np.${COLUMN[kind].column}, ${COLUMN[kind].byDefault})`;

type Row = {
  user_id: number;
  organization_id: number;
  email: string;
  role: 'owner' | 'member';
  new_lead: boolean;
  handoff_request: boolean;
  daily_digest: boolean;
  timezone: string;
};
const toPreferences = (row: Row): EffectivePreferences => ({
  userId: row.user_id,
  organizationId: row.organization_id,
  email: row.email,
  role: row.role,
  newLead: row.new_lead,
  handoffRequest: row.handoff_request,
  dailyDigest: row.daily_digest,
  timezone: row.timezone,
});

const EFFECTIVE = sql`SELECT m.user_id, m.organization_id, u.email, m.role,
    ${wants('new_lead')} AS new_lead, ${wants('handoff_request')} AS handoff_request, ${wants('daily_digest')} AS daily_digest,
    coalesce(np.timezone, 'UTC') AS timezone
  FROM memberships m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN notification_preferences np ON np.user_id = m.user_id AND np.organization_id = m.organization_id`;

export function createPreferencesRepository(db: Db) {
  const rows = async (query: SQL) => (await db.execute(query)).rows as Row[];
  return {
    /** The member's choices in their organization; null when they belong to none. */
    async find(userId: number): Promise<EffectivePreferences | null> {
      const [row] = await rows(sql`${EFFECTIVE} WHERE m.user_id = ${userId}`);
      return row ? toPreferences(row) : null;
    },

    /** The members of an organization who want this kind of email. */
    async recipients(organizationId: number, kind: EmailKind): Promise<EffectivePreferences[]> {
      return (await rows(sql`${EFFECTIVE} WHERE m.organization_id = ${organizationId} AND ${wants(kind)} ORDER BY m.user_id`)).map(toPreferences);
    },

    /** Stores the choices made (the others keep following the role). */
    async update(userId: number, organizationId: number, patch: PreferencesPatch): Promise<void> {
      const set = (value: boolean | undefined, column: SQL) => (value === undefined ? sql`notification_preferences.${column}` : sql`${value}`);
      await db.execute(sql`
        INSERT INTO notification_preferences (user_id, organization_id, new_lead, handoff_request, daily_digest, timezone)
        VALUES (${userId}, ${organizationId}, ${patch.newLead ?? null}, ${patch.handoffRequest ?? null}, ${patch.dailyDigest ?? null},
          ${patch.timezone ?? 'UTC'})
        ON CONFLICT (user_id) DO UPDATE SET
          organization_id = excluded.organization_id,
          new_lead = ${set(patch.newLead, sql`new_lead`)},
          handoff_request = ${set(patch.handoffRequest, sql`handoff_request`)},
          daily_digest = ${set(patch.dailyDigest, sql`daily_digest`)},
          timezone = ${patch.timezone === undefined ? sql`notification_preferences.timezone` : sql`${patch.timezone}`},
          updated_at = now()`);
    },

    /** An unsubscribe link: that kind off for the member, in whichever organization they are now; false when they are in none. */
    async turnOff(userId: number, kind: EmailKind): Promise<boolean> {
      const column = COLUMN[kind].column;
      const result = await db.execute(sql`
        INSERT INTO notification_preferences (user_id, organization_id, ${column})
        SELECT m.user_id, m.organization_id, false FROM memberships m WHERE m.user_id = ${userId}
        ON CONFLICT (user_id) DO UPDATE SET organization_id = excluded.organization_id, ${column} = false, updated_at = now()
        RETURNING user_id`);
      return result.rows.length > 0;
    },

    /** The member's interface language (their emails' and pages'); null when unset or gone. */
    async languageOf(userId: number): Promise<string | null> {
      const [row] = (await db.execute(sql`SELECT language_preference FROM users WHERE id = ${userId}`)).rows as { language_preference: string | null }[];
      return row?.language_preference ?? null;
    },

    /** Whether the database knows this time zone name (the digest's local morning is computed there). */
    async knowsTimeZone(name: string): Promise<boolean> {
      try {
        await db.execute(sql`SELECT now() AT TIME ZONE ${name}`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
