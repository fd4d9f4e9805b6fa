import type { TokenClaims } from '../../auth/tokens';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agents, invitations, memberships, organizations, revokedTokens, users } from '../../db/schema';

/** Queries only. Organization-owned rows are always read through their organization id. */
export function createAccountsRepository(db: Db) {
  return {
    db,
    findUserByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0] ?? null,

    /** The user with their membership, organization and agent, or null. */
    async findProfile(userId: number) {
      const rows = await db
        .select({ user: users, membership: memberships, organization: organizations, agent: agents })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .leftJoin(agents, eq(agents.organizationId, organizations.id))
        .where(eq(users.id, userId));
      return rows[0] ?? null;
    },

    findOrganization: async (organizationId: number) => (await db.select().from(organizations).where(eq(organizations.id, organizationId)))[0] ?? null,

    updateUser: (userId: number, values: Partial<typeof users.$inferInsert>) => db.update(users).set(values).where(eq(users.id, userId)),

    /**
     * The caller's role, or null when the token must be refused: it or its session was revoked
     * (sign-out), it was issued before the user's last password change, or its user is gone or no
     * longer a member of its organization. One round trip, as every authenticated request makes it.
     */
    roleOf: async (claims: TokenClaims): Promise<'owner' | 'member' | null> => {
      const result = await db.execute<{ role: 'owner' | 'member' }>(sql`
        SELECT m.role FROM ${users} u JOIN ${memberships} m ON m.user_id = u.id AND m.organization_id = ${claims.organizationId}
        WHERE u.id = ${claims.userId} AND u.sessions_valid_after <= to_timestamp(${claims.issuedAt})
          AND NOT EXISTS (SELECT 1 FROM ${revokedTokens} r WHERE r.jti IN (${claims.jti}, ${claims.sessionId}))`);
      return result.rows[0]?.role ?? null;
    },
    /** Every token of the user issued before now stops working (whole seconds, like a token's `iat`). */
    endSessionsBefore: (userId: number, at: Date) =>
      db
        .update(users)
        .set({ sessionsValidAfter: new Date(Math.floor(at.getTime() / 1000) * 1000) })
        .where(eq(users.id, userId)),
    revoke: (jti: string, expiresAt: Date) => db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing(),

    listInvitations: (organizationId: number) => db.select().from(invitations).where(eq(invitations.organizationId, organizationId)),
    insertInvitation: async (values: typeof invitations.$inferInsert) => (await db.insert(invitations).values(values).returning())[0]!,
    deleteInvitation: async (organizationId: number, id: number) =>
      (
        await db
          .delete(invitations)
          .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
          .returning({ id: invitations.id })
      ).length > 0,
    isAcceptedInvitation: async (tokenHash: string) =>
      (
        await db
          .select({ id: invitations.id })
          .from(invitations)
          .where(and(eq(invitations.tokenHash, tokenHash), isNotNull(invitations.acceptedAt)))
      ).length > 0,
    findOpenInvitation: async (tokenHash: string) => {
      const rows = await db
        .select({ invitation: invitations, organization: organizations })
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())));
      return rows[0] ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
