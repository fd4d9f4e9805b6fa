import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  ChangePasswordRequestSchema,
  InvitedSignupRequestSchema,
  LoginRequestSchema,
  SignupRequestSchema,
  UpdateOrganizationRequestSchema,
  UpdateProfileRequestSchema,
  User,
} from '@parley/contract';
import type { z } from 'zod';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { TOKEN_LIFETIME_SECONDS, type TokenClaims } from '../../auth/tokens';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../db/db-errors';
import { invitations, memberships, organizations, users, type PendingSignup } from '../../db/schema';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/audit-log';
import { createAgent, renameAgent } from '../agent/agent-repository';
import type { AccountsRepository } from './repository';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Profile = NonNullable<Awaited<ReturnType<AccountsRepository['findProfile']>>>;

export function toUserDto({ user, membership, organization, agent }: Profile): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language_preference: (user.languagePreference as User['language_preference']) ?? null,
    role: membership.role,
    organization: { id: organization.id, sub_id: organization.subId, name: organization.name, website_url: organization.websiteUrl },
    agent: agent ? { id: agent.id, name: agent.name, version: agent.version } : null,
    created_at: user.createdAt.toISOString(),
  };
}

export function toOrganizationDto(organization: typeof organizations.$inferSelect) {
  return {
    id: organization.id,
    type: 'organization' as const,
    attributes: {
      sub_id: organization.subId,
      name: organization.name,
      website_url: organization.websiteUrl,
      created_at: organization.createdAt.toISOString(),
      conversation_retention_days: organization.conversationRetentionDays,
    },
  };
}

/** Sets how long conversations are kept, and writes the change to the audit log when it is one. */
async function changeRetention(tx: Db, claims: TokenClaims, days: number | null) {
  const [before] = await tx
    .select({ days: organizations.conversationRetentionDays })
    .from(organizations)
    .where(eq(organizations.id, claims.organizationId))
    .for('update');
  if (!before || before.days === days) return;
  await tx.update(organizations).set({ conversationRetentionDays: days }).where(eq(organizations.id, claims.organizationId));
  await recordAudit(tx, {
    organizationId: claims.organizationId,
    actor: { userId: claims.userId },
    action: 'organization.retention_changed',
    target: { type: 'organization', id: claims.organizationId },
    details: { from: before.days, to: days },
  });
}

/**
 * A new business: its organization, the owner's user and membership, and the agent, in `tx`.
 * Signing up without email calls it at once; with email, the sign-up's link does (signup-by-email.ts).
 */
export async function insertOwner(tx: Db, { user: person, organization }: PendingSignup): Promise<number> {
  const [org] = await tx
    .insert(organizations)
    .values({ subId: `org_${randomId(12)}`, name: organization.name, websiteUrl: organization.websiteUrl })
    .returning();
  const [user] = await tx
    .insert(users)
    .values({ email: person.email, name: person.name, passwordHash: person.passwordHash, languagePreference: person.languagePreference })
    .returning();
  await tx.insert(memberships).values({ organizationId: org!.id, userId: user!.id, role: 'owner' });
  await createAgent(tx, org!.id, { name: `${organization.name} Assistant` });
  return user!.id;
}

/** The signup refusal for a taken email; the route limits how often one address may get it. */
export const EMAIL_TAKEN = 'Email has already been taken';

/**
 * `authChanged` is awaited after every change that can refuse a token (sign-out, password change),
 * so the cached token checks of every process forget it before the change is answered.
 */
export function createAccountsService(repo: AccountsRepository, authChanged: () => Promise<void>) {
  async function profile(userId: number): Promise<User> {
    const found = await repo.findProfile(userId);
    if (!found) throw AppError.unauthorized();
    return toUserDto(found);
  }

  return {
    profile,

    async signup(input: z.output<typeof SignupRequestSchema>): Promise<User> {
      // Hash first: a taken email must not answer measurably faster than a new one.
      const passwordHash = await hashPassword(input.user.password);
      if (await repo.findUserByEmail(input.user.email)) throw AppError.invalid('user.email', EMAIL_TAKEN);
      try {
        const userId = await repo.db.transaction((tx) =>
          insertOwner(tx, {
            user: { email: input.user.email, name: input.user.name, passwordHash, languagePreference: input.user.language_preference ?? null },
            organization: { name: input.organization.name, websiteUrl: input.organization.website_url },
          }),
        );
        return profile(userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.invalid('user.email', EMAIL_TAKEN);
        throw error;
      }
    },

    /** The profile, and the session version read with the password hash: the new session's token carries it. */
    async login(input: z.output<typeof LoginRequestSchema>): Promise<{ user: User; sessionVersion: number }> {
      const user = await repo.findUserByEmail(input.user.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.user.password);
      if (!user || !ok) throw AppError.unauthorized('Invalid email or password.');
      return { user: await profile(user.id), sessionVersion: user.sessionVersion };
    },

    async updateProfile(userId: number, input: z.output<typeof UpdateProfileRequestSchema>): Promise<User> {
      await repo.updateUser(userId, {
        ...(input.user.name !== undefined && { name: input.user.name }),
        ...(input.user.language_preference !== undefined && { languagePreference: input.user.language_preference }),
      });
      return profile(userId);
    },

    /** Ends every session of the user; the new session version is for the caller's fresh token (the route). */
    async changePassword(userId: number, input: z.output<typeof ChangePasswordRequestSchema>): Promise<{ user: User; sessionVersion: number }> {
      const found = await repo.findProfile(userId);
      if (!found) throw AppError.unauthorized();
      if (!(await verifyPassword(found.user.passwordHash, input.user.current_password))) {
        throw AppError.invalid('user.current_password', 'Current password is incorrect');
      }
      // Whoever else had the old password is signed out, however recently they signed in.
      const sessionVersion = await repo.changePassword(userId, await hashPassword(input.user.password));
      await authChanged();
      return { user: await profile(userId), sessionVersion };
    },

    async logout(claims: TokenClaims): Promise<void> {
      // The session id outlives any one token by at most one token lifetime after this moment.
      await repo.revoke(claims.jti, claims.expiresAt);
      await repo.revoke(claims.sessionId, new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000));
      await authChanged();
    },

    /** The caller's organization; any other id is 404, never 403, so ids reveal nothing. */
    async organization(claims: TokenClaims, organizationId = claims.organizationId) {
      if (organizationId !== claims.organizationId) throw AppError.notFound();
      const organization = await repo.findOrganization(organizationId);
      if (!organization) throw AppError.notFound();
      return toOrganizationDto(organization);
    },

    /** Onboarding and settings: the organization's name and website, the agent's name. Owners only. */
    async updateOrganization(claims: TokenClaims, input: z.output<typeof UpdateOrganizationRequestSchema>) {
      // The owner role is the route's (its operation says so, the caller hook refuses members).
      await repo.db.transaction(async (tx) => {
        const { name, website_url, conversation_retention_days: retention } = input.organization ?? {};
        if (retention !== undefined) await changeRetention(tx, claims, retention);
        if (name !== undefined || website_url !== undefined) {
          await tx
            .update(organizations)
            .set({ ...(name !== undefined && { name }), ...(website_url !== undefined && { websiteUrl: website_url }) })
            .where(eq(organizations.id, claims.organizationId));
        }
        if (input.agent?.name !== undefined) {
          await renameAgent(tx, claims.organizationId, input.agent.name);
        }
      });
      return profile(claims.userId);
    },

    async invite(claims: TokenClaims, email: string) {
      const me = await repo.findProfile(claims.userId);
      if (!me) throw AppError.unauthorized();
      // No check for an existing account here: the answer would tell any owner who has one. Such a
      // person cannot accept (one organization per account); only the link's holder learns that.
      const token = randomId(32);
      const row = await repo.insertInvitation({
        organizationId: claims.organizationId,
        email,
        tokenHash: sha256(token),
        invitedBy: claims.userId,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      });
      return { ...toInvitationDto(row), register_url: `/organization/${me.organization.subId}/register?invitation=${token}` };
    },

    async listInvitations(claims: TokenClaims) {
      return (await repo.listInvitations(claims.organizationId)).map(toInvitationDto);
    },

    async deleteInvitation(claims: TokenClaims, id: number) {
      if (!(await repo.deleteInvitation(claims.organizationId, id))) throw AppError.notFound();
    },

    async previewInvitation(token: string) {
      const found = await repo.findOpenInvitation(sha256(token));
      if (!found) throw AppError.notFound('This invitation is invalid or has expired');
      return { email: found.invitation.email, organization: { name: found.organization.name, sub_id: found.organization.subId } };
    },

    async acceptInvitation(input: z.output<typeof InvitedSignupRequestSchema>): Promise<User> {
      const tokenHash = sha256(input.invitation.token);
      const found = await repo.findOpenInvitation(tokenHash);
      if (!found) {
        if (await repo.isAcceptedInvitation(tokenHash)) throw AppError.conflict('This invitation has already been accepted');
        throw AppError.notFound('This invitation is invalid or has expired');
      }
      if (await repo.findUserByEmail(found.invitation.email)) {
        throw AppError.conflict(
          'This email already has a Parley account, which belongs to one organization. Sign in with it, or ask for an invitation to another email.',
        );
      }
      const passwordHash = await hashPassword(input.user.password);
      const taken = () => AppError.conflict('This invitation has already been accepted');
      try {
        const userId = await repo.db.transaction(async (tx) => {
          // Claim the invitation first: of two requests racing with one link, one claims it and the other gets 409.
          const claimed = await tx
            .update(invitations)
            .set({ acceptedAt: new Date() })
            .where(and(eq(invitations.id, found.invitation.id), isNull(invitations.acceptedAt)))
            .returning({ id: invitations.id });
          if (claimed.length === 0) throw taken();
          const [user] = await tx.insert(users).values({ email: found.invitation.email, name: input.user.name, passwordHash }).returning();
          await tx.insert(memberships).values({ organizationId: found.organization.id, userId: user!.id, role: 'member' });
          return user!.id;
        });
        return await profile(userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  };
}

function toInvitationDto(row: typeof invitations.$inferSelect) {
  const status = row.acceptedAt ? 'accepted' : row.expiresAt < new Date() ? 'expired' : 'pending';
  return { id: row.id, email: row.email, status, expires_at: row.expiresAt.toISOString(), created_at: row.createdAt.toISOString() } as const;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
