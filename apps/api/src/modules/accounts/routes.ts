import {
  ChangePasswordRequestSchema,
  CreateInvitationRequestSchema,
  InvitedSignupRequestSchema,
  LoginRequestSchema,
  SignupRequestSchema,
  UpdateOrganizationRequestSchema,
  UpdateProfileRequestSchema,
} from '@parley/api-client/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createThrottle } from '../../auth/login-throttle';
import type { Authenticate } from '../../auth/authenticate';
import type { TokenService } from '../../auth/tokens';
import { AppError } from '../../errors';
import { validate } from '../../http/validate';
import type { AccountsService } from './service';

const IdParamsSchema = z.object({ id: z.coerce.number({ error: 'must be a number' }).int().positive() });
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export function registerAccountRoutes(app: FastifyInstance, deps: { accounts: AccountsService; tokens: TokenService; authenticate: Authenticate }) {
  const { accounts, tokens, authenticate } = deps;
  const perEmail = createThrottle(10, FIFTEEN_MINUTES);
  const perAddress = createThrottle(50, FIFTEEN_MINUTES);

  async function withSession(reply: FastifyReply, user: { id: number; organization: { id: number } }) {
    reply.header('authorization', `Bearer ${await tokens.sign(user.id, user.organization.id)}`);
  }

  app.post('/signup', async (request, reply) => {
    const user = await accounts.signup(validate(SignupRequestSchema, request.body));
    await withSession(reply, user);
    return reply.code(201).send({ data: user });
  });

  app.post('/signup/invitation', async (request, reply) => {
    const user = await accounts.acceptInvitation(validate(InvitedSignupRequestSchema, request.body));
    await withSession(reply, user);
    return reply.code(201).send({ data: user });
  });

  app.get<{ Params: { token: string } }>('/invitations/:token', async (request) => ({
    data: await accounts.previewInvitation(request.params.token),
  }));

  app.post('/login', async (request, reply) => {
    const input = validate(LoginRequestSchema, request.body);
    const address = request.ip ?? 'unknown';
    perEmail.check(input.user.email);
    perAddress.check(address);
    try {
      const user = await accounts.login(input);
      await withSession(reply, user);
      return { data: user };
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') {
        perEmail.record(input.user.email);
        perAddress.record(address);
      }
      throw error;
    }
  });

  app.delete('/logout', async (request, reply) => {
    await accounts.logout(await authenticate(request));
    return reply.header('clear-site-data', '"cache", "cookies", "storage"').code(204).send();
  });

  app.get('/api/v1/organizations/current', async (request, reply) => {
    const claims = await authenticate(request);
    const organization = await accounts.organization(claims);
    reply.header('authorization', `Bearer ${await tokens.sign(claims.userId, claims.organizationId, claims.sessionId)}`);
    return { data: organization };
  });

  app.put('/api/v1/organizations/current', async (request) => {
    const claims = await authenticate(request);
    return { data: await accounts.updateOrganization(claims, validate(UpdateOrganizationRequestSchema, request.body)) };
  });

  app.get('/api/v1/organizations/:id', async (request) => {
    const claims = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    return { data: await accounts.organization(claims, id) };
  });

  app.get('/api/v1/users/current', async (request) => ({ data: await accounts.profile((await authenticate(request)).userId) }));

  app.put('/api/v1/users', async (request, reply) => {
    const claims = await authenticate(request);
    const body = request.body as { user?: Record<string, unknown> } | undefined;
    if (body?.user && ('password' in body.user || 'current_password' in body.user)) {
      const user = await accounts.changePassword(claims.userId, validate(ChangePasswordRequestSchema, body));
      // Every other session ended with the old password; this one goes on with a new token.
      reply.header('authorization', `Bearer ${await tokens.sign(claims.userId, claims.organizationId, claims.sessionId)}`);
      return { data: user };
    }
    return { data: await accounts.updateProfile(claims.userId, validate(UpdateProfileRequestSchema, body)) };
  });

  app.post('/api/v1/organizations/current/invitations', async (request, reply) => {
    const claims = await authenticate(request);
    const input = validate(CreateInvitationRequestSchema, request.body);
    return reply.code(201).send({ data: await accounts.invite(claims, input.invitation.email) });
  });

  app.get('/api/v1/organizations/current/invitations', async (request) => ({
    data: await accounts.listInvitations(await authenticate(request)),
  }));

  app.delete('/api/v1/organizations/current/invitations/:id', async (request, reply) => {
    const claims = await authenticate(request);
    await accounts.deleteInvitation(claims, validate(IdParamsSchema, request.params).id);
    return reply.code(204).send();
  });
}
