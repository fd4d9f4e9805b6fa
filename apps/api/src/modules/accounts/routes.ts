import { ChangePasswordRequestSchema, productOperation, UpdateProfileRequestSchema } from '@parley/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLoginGuard, DEVICE_LIFETIME_S } from '../../auth/login-guard';
import { createThrottle } from '../../auth/throttle';
import type { TokenClaims, TokenService } from '../../auth/tokens';
import type { Counters } from '../../shared-state';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { validate } from '../../http/validate';
import type { MemberService } from './members';
import { EMAIL_TAKEN, type AccountsService } from './service';
import type { SignupByEmail } from './signup-by-email';
import type { AccountUnlock } from './unlock';

/** The HttpOnly cookie that marks a browser which has signed in to an account before. */
const DEVICE_COOKIE = 'parley_device';
const deviceTokenOf = (cookieHeader: string | undefined) => /(?:^|;\s*)parley_device=([^;]+)/.exec(cookieHeader ?? '')?.[1];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsService;
    members: MemberService;
    tokens: TokenService;
    secret: string;
    counters: Counters;
    /** Unlocking by email: told when a failure locks an account (unlock.ts). */
    unlock?: Pick<AccountUnlock, 'locked' | 'byEmail'>;
    /**
     * Signing up by email (signup-by-email.ts): `byEmail` when this server sends email. Its links
     * are confirmed either way, so one sent before a restart without SMTP_URL still works.
     */
    signups?: { byEmail: boolean; service: SignupByEmail };
  },
) {
  const { accounts, members, tokens, unlock, signups } = deps;
  const guard = createLoginGuard(deps.secret, deps.counters, Date.now, unlock?.byEmail ?? false);
  // Without email, signing up with a taken email tells the sender it is taken (there is no email
  // round trip to hide it behind); one address may learn that only a few times an hour, so lists
  // cannot be checked. With email, every sign-up answers alike and the email tells (signup-by-email.ts).
  const takenEmailAnswers = createThrottle(
    deps.counters,
    'signup-taken',
    5,
    60 * 60 * 1000,
    (minutes) => `Too many sign-up attempts from this network. Try again in ${minutes} minutes.`,
  );

  /** A new sign-in session; `version` is the user's session version (0 for a new account). */
  async function withSession(reply: FastifyReply, user: { id: number; organization: { id: number } }, version = 0) {
    reply.header('authorization', `Bearer ${await tokens.sign(user.id, user.organization.id, { version })}`);
  }
  /** A fresh token of the caller's own session, at its version or, after a password change, the new one. */
  const renewed = async (claims: TokenClaims, version = claims.version) =>
    `Bearer ${await tokens.sign(claims.userId, claims.organizationId, { version, sessionId: claims.sessionId })}`;

  operationRoute(app, 'signup', async ({ body, request, reply }) => {
    if (signups?.byEmail) return reply.code(202).send({ data: await signups.service.request(body, request.headers['accept-language']) });
    const address = request.ip ?? 'unknown';
    await takenEmailAnswers.check(address);
    const user = await accounts.signup(body).catch(async (error: unknown) => {
      if (error instanceof AppError && error.message.endsWith(EMAIL_TAKEN)) await takenEmailAnswers.record(address);
      throw error;
    });
    await withSession(reply, user);
    return reply.code(201).send({ data: user });
  });

  operationRoute(app, 'confirmSignup', async ({ body, reply }) => {
    if (!signups) throw AppError.notFound();
    const user = await signups.service.confirm(body.token);
    await withSession(reply, user);
    return reply.code(201).send({ data: user });
  });

  operationRoute(app, 'signupWithInvitation', async ({ body, reply }) => {
    const user = await accounts.acceptInvitation(body);
    await withSession(reply, user);
    return reply.code(201).send({ data: user });
  });

  operationRoute(app, 'getInvitation', async ({ params }) => ({ data: await accounts.previewInvitation(params.token) }));

  operationRoute(app, 'login', async ({ body, request, reply }) => {
    const address = request.ip ?? 'unknown';
    const email = body.user.email.toLowerCase();
    await guard.check(address, email, deviceTokenOf(request.headers.cookie));
    try {
      const { user, sessionVersion } = await accounts.login(body);
      await withSession(reply, user, sessionVersion);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${await guard.succeeded(address, email)}; Path=/login; Max-Age=${DEVICE_LIFETIME_S}; HttpOnly; SameSite=Strict${secure}`,
      );
      return { data: user };
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized' && (await guard.failed(address, email)).locked) unlock?.locked(email);
      throw error;
    }
  });

  operationRoute(app, 'logout', async ({ caller, reply }) => {
    await accounts.logout(caller);
    // Not "cookies": the HttpOnly device mark outlives signing out, so this browser stays a known device.
    return reply.header('clear-site-data', '"cache", "storage"').code(204).send();
  });

  // A fresh token of the same session comes back with the organization.
  operationRoute(app, 'getCurrentOrganization', async ({ caller, reply }) => {
    const organization = await accounts.organization(caller);
    reply.header('authorization', await renewed(caller));
    return { data: organization };
  });

  operationRoute(app, 'updateOrganization', async ({ caller, body }) => ({ data: await accounts.updateOrganization(caller, body) }));

  operationRoute(app, 'getOrganization', async ({ caller, params }) => ({ data: await accounts.organization(caller, params.id) }));

  operationRoute(app, 'getCurrentUser', async ({ caller }) => ({ data: await accounts.profile(caller.userId) }));

  // Not operationRoute: the operation documents the body as the union of the two requests, and a
  // union that fails can only answer `body: Invalid input`. The route picks the password change or
  // the profile schema by the keys sent, so a refused body names its field (`user.password: …`).
  // Method, path and `auth` come from the operation; the caller hook authenticates it.
  const updateUser = productOperation('updateUser');
  app.route({
    method: updateUser.method,
    url: updateUser.path,
    config: { auth: updateUser.auth, operationId: updateUser.operationId },
    handler: async (request, reply) => {
      const claims = request.caller;
      if (!claims) throw AppError.unauthorized();
      const user = isRecord(request.body) ? request.body.user : undefined;
      if (isRecord(user) && ('password' in user || 'current_password' in user)) {
        const { user, sessionVersion } = await accounts.changePassword(claims.userId, validate(ChangePasswordRequestSchema, request.body));
        // Every other session ended with the old password; this one goes on with a token of the new version.
        reply.header('authorization', await renewed(claims, sessionVersion));
        return { data: user };
      }
      return { data: await accounts.updateProfile(claims.userId, validate(UpdateProfileRequestSchema, request.body)) };
    },
  });

  operationRoute(app, 'createInvitation', async ({ caller, body, reply }) => {
    // The plan's members (billing/plan-features.ts): an open invitation holds a seat.
    await app.planLimits.requireMemberRoom(caller.organizationId);
    return reply.code(201).send({ data: await accounts.invite(caller, body.invitation.email) });
  });

  operationRoute(app, 'listInvitations', async ({ caller }) => ({ data: await accounts.listInvitations(caller) }));

  operationRoute(app, 'deleteInvitation', async ({ caller, params, reply }) => {
    await accounts.deleteInvitation(caller, params.id);
    return reply.code(204).send();
  });

  operationRoute(app, 'listMembers', async ({ caller }) => ({ data: await members.list(caller) }));

  operationRoute(app, 'updateMember', async ({ caller, params, body }) => ({ data: await members.setRole(caller, params.id, body.member.role) }));

  operationRoute(app, 'removeMember', async ({ caller, params, reply }) => {
    await members.remove(caller, params.id);
    return reply.code(204).send();
  });
}
