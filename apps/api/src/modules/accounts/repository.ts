import type { TokenClaims } from '../../auth/tokens';
import { and, eq, gt, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agents, invitations, memberships, organizations, revokedTokens, users } from '../../db/schema';

/** Queries only. Organization-owned rows are always read through their organization id. */
export function createAccountsRepository(db: Db) {
  // Every authenticated request runs these two: built once and prepared on each connection, since
  // building the SQL cost more CPU than PostgreSQL spent answering it (scripts/bench-auth-route.ts).
  const profileQuery = db
    // Only the columns a profile shows: reading every column of four tables cost as much again.
    .select({
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        languagePreference: users.languagePreference,
        createdAt: users.createdAt,
        passwordHash: users.passwordHash,
      },
      membership: { role: memberships.role },
      organization: { id: organizations.id, subId: organizations.subId, name: organizations.name, websiteUrl: organizations.websiteUrl },
      agent: { id: agents.id, name: agents.name, version: agents.version },
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(agents, eq(agents.organizationId, organizations.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_profile');
  const roleQuery = db
    .select({ role: memberships.role })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, sql.placeholder('organizationId'))))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        lte(users.sessionsValidAfter, sql`to_timestamp(${sql.placeholder('issuedAt')})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(revokedTokens)
            .where(or(eq(revokedTokens.jti, sql.placeholder('jti')), eq(revokedTokens.jti, sql.placeholder('sessionId')))),
        ),
      ),
    )
    .prepare('role_of');

  return {
    db,
    findUserByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0] ?? null,

    /** The user with their membership, organization and agent, or null. */
    findProfile: async (userId: number) => (await profileQuery.execute({ userId }))[0] ?? null,

    findOrganization: async (organizationId: number) => (await db.select().from(organizations).where(eq(organizations.id, organizationId)))[0] ?? null,

    updateUser: (userId: number, values: Partial<typeof users.$inferInsert>) => db.update(users).set(values).where(eq(users.id, userId)),

    /**
     * The caller's role, or null when the token must be refused: it or its session was revoked
     * (sign-out), it was issued before the user's last password change, or its user is gone or no
     * longer a member of its organization. One round trip, as every authenticated request makes it.
     */
    roleOf: async ({ userId, organizationId, issuedAt, jti, sessionId }: TokenClaims): Promise<'owner' | 'member' | null> =>
      (await roleQuery.execute({ userId, organizationId, issuedAt, jti, sessionId }))[0]?.role ?? null,
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
