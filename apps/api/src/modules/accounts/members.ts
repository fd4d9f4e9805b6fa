import type { Member } from '@parley/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { memberships, organizations, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';

const LAST_OWNER = 'The organization needs at least one owner: make someone else an owner first';
const NOT_YOURSELF = 'You cannot remove yourself from the team: another owner can';

const toMember = (user: typeof users.$inferSelect, membership: typeof memberships.$inferSelect, callerId: number): Member => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: membership.role,
  joined_at: membership.createdAt.toISOString(),
  you: user.id === callerId,
});

/**
 * The team of an organization, managed by its owners (the routes require the owner role). A
 * person belongs to one organization, so removing them deletes their account: every token of
 * theirs is refused on its next request. The organization always keeps an owner. `authChanged`
 * tells every process's token checks that a role or membership changed.
 */
export function createMemberService(db: Db, authChanged: () => Promise<void>) {
  const rowsOf = (executor: Db, organizationId: number) =>
    executor
      .select({ user: users, membership: memberships })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, organizationId))
      .orderBy(memberships.createdAt, users.id);

  /** In a transaction with the organization's memberships locked, so two owners stepping down at once cannot leave none. */
  async function withTeam<T>(caller: Caller, userId: number, change: (tx: Db, target: typeof memberships.$inferSelect, owners: number) => Promise<T>) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM ${memberships} WHERE organization_id = ${caller.organizationId} FOR UPDATE`);
      const team = await rowsOf(tx, caller.organizationId);
      const target = team.find((row) => row.user.id === userId);
      if (!target) throw AppError.notFound('Member not found');
      return change(tx, target.membership, team.filter((row) => row.membership.role === 'owner').length);
    });
  }

  return {
    /** Whether `ref` (a sub id or number, as the Voice API's `/org/{id}` names it) is the caller's organization. */
    async isOwnOrganization(caller: Caller, ref: string): Promise<boolean> {
      const [org] = await db.select({ subId: organizations.subId }).from(organizations).where(eq(organizations.id, caller.organizationId));
      return !!org && (ref === org.subId || ref === String(caller.organizationId));
    },

    async list(caller: Caller): Promise<Member[]> {
      return (await rowsOf(db, caller.organizationId)).map((row) => toMember(row.user, row.membership, caller.userId));
    },

    async setRole(caller: Caller, userId: number, role: 'owner' | 'member'): Promise<Member> {
      const member = await withTeam(caller, userId, async (tx, target, owners) => {
        if (target.role === 'owner' && role === 'member' && owners <= 1) throw AppError.conflict(LAST_OWNER);
        const [updated] = await tx
          .update(memberships)
          .set({ role })
          .where(and(eq(memberships.id, target.id), eq(memberships.organizationId, caller.organizationId)))
          .returning();
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (target.role !== role)
          await recordAudit(tx, {
            organizationId: caller.organizationId,
            actor: { userId: caller.userId },
            action: 'member.role_changed',
            target: { type: 'member', id: userId },
            details: { email: user!.email, name: user!.name, from: target.role, to: role },
          });
        return toMember(user!, updated!, caller.userId);
      });
      await authChanged();
      return member;
    },

    async remove(caller: Caller, userId: number): Promise<void> {
      await withTeam(caller, userId, async (tx, target, owners) => {
        if (target.role === 'owner' && owners <= 1) throw AppError.conflict(LAST_OWNER);
        // Removing a person deletes their account: nobody deletes their own from the team page by a slip.
        if (target.userId === caller.userId) throw AppError.conflict(NOT_YOURSELF);
        // The membership goes with the user (cascade); their tokens fail the membership check at once.
        const [gone] = await tx.delete(users).where(eq(users.id, target.userId)).returning({ email: users.email, name: users.name });
        await recordAudit(tx, {
          organizationId: caller.organizationId,
          actor: { userId: caller.userId },
          action: 'member.removed',
          target: { type: 'member', id: target.userId },
          details: { email: gone?.email ?? null, name: gone?.name ?? null, role: target.role },
        });
      });
      await authChanged();
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
