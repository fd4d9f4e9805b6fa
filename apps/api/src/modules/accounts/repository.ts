import type { TokenClaims } from '../../auth/tokens';
import { and, eq, gt, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
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
        eq(users.sessionVersion, sql.placeholder('version')),
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
     * (sign-out), it was signed at a session version a password change has moved since, or its user
     * is gone or no longer a member of its organization. One round trip, as every authenticated
     * request makes it.
     */
    roleOf: async ({ userId, organizationId, version, jti, sessionId }: TokenClaims): Promise<'owner' | 'member' | null> =>
      (await roleQuery.execute({ userId, organizationId, version, jti, sessionId }))[0]?.role ?? null,
    /**
     * The new password and the end of every session signed in with the old one, in one statement:
     * a sign-in that read the old hash also read the old version, so its token is refused. Returns
     * the new version, for the caller's own fresh token.
     */
    changePassword: async (userId: number, passwordHash: string): Promise<number> => {
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ version: users.sessionVersion });
      return row!.version;
    },
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
