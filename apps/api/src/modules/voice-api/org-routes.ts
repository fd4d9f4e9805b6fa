import { VoiceOrgRoleSchema, type Member, type VoiceOrgUser } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../auth/authenticate';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';

/** Vapi's roles onto Parley's two: an admin manages the team and billing (owner); editors and viewers are members. */
const ROLES: Record<string, 'owner' | 'member'> = { owner: 'owner', admin: 'owner', member: 'member', editor: 'member', viewer: 'member' };

const toVoiceUser = (member: Member): VoiceOrgUser => ({ id: String(member.id), email: member.email, role: member.role, isActive: true });

const UserIdSchema = (field: string) =>
  z.coerce
    .number({ error: `${field}: is not a user id` })
    .int()
    .positive()
    .max(2_147_483_647);

/**
 * The team through the Voice API (`/org/{id}/user`, `/org/{id}/role`, `/org/{id}/member/{memberId}/leave`):
 * the same member service and owner rule as the dashboard's `/members` routes. `{id}` is the
 * caller's organization (its sub id or number); any other is 404.
 */
export function registerOrgRoutes(app: FastifyInstance, { authenticate, members }: VoiceApiDeps) {
  async function ownerOf(request: FastifyRequest) {
    const caller = await authenticate(request);
    const { id } = request.params as { id: string };
    if (!(await members.isOwnOrganization(caller, id))) throw AppError.notFound('Organization not found');
    requireRole(caller, 'owner');
    return caller;
  }

  app.get('/org/:id/user', async (request) => (await members.list(await ownerOf(request))).map(toVoiceUser));

  app.patch('/org/:id/role', async (request) => {
    const caller = await ownerOf(request);
    const input = parseInput(VoiceOrgRoleSchema, request.body);
    const role = ROLES[input.role.toLowerCase()];
    if (!role) throw new AppError('bad_request', 'role: must be admin or owner (manages the team and billing), or editor, viewer or member');
    const userId = parseInput(UserIdSchema('userId'), input.userId);
    return toVoiceUser(await members.setRole(caller, userId, role));
  });

  app.delete('/org/:id/member/:memberId/leave', async (request) => {
    const caller = await ownerOf(request);
    const userId = parseInput(UserIdSchema('memberId'), (request.params as { memberId: string }).memberId);
    await members.remove(caller, userId);
    return { removed: String(userId) };
  });
}
