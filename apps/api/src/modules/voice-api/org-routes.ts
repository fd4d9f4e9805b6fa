import { VoiceOrgRoleSchema, type Member, type VoiceOrgUser } from '@parley/contract';
import { z } from 'zod';
import { requireRole, type Caller } from '../../auth/authenticate';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';
import type { OwnerRoutes } from './owner-scope';

/** Vapi's roles onto Parley's two: an admin manages the team and billing (owner); editors and viewers are members. */
const ROLES: Record<string, 'owner' | 'member'> = { owner: 'owner', admin: 'owner', member: 'member', editor: 'member', viewer: 'member' };

const toVoiceUser = (member: Member): VoiceOrgUser => ({ id: String(member.id), email: member.email, role: member.role, isActive: true });

const UserIdSchema = (field: string) =>
  z.coerce
    .number({ error: `${field}: is not a user id` })
    .int()
    .positive()
    .max(2_147_483_647);

/** The organization a path names (`{id}`); the member's id (`{memberId}`) is read as a user id after it. */
const OrgParamsSchema = z.object({ id: z.string() });
const MemberParamsSchema = OrgParamsSchema.extend({ memberId: z.string() });

/**
 * The team through the Voice API (`/org/{id}/user`, `/org/{id}/role`, `/org/{id}/member/{memberId}/leave`):
 * the same member service and owner rule as the dashboard's `/members` routes. `{id}` is the
 * caller's organization (its sub id or number); any other is 404.
 */
export function registerOrgRoutes(routes: OwnerRoutes, { members }: VoiceApiDeps) {
  /** The caller, when `{id}` is their organization (404 otherwise) and they own it (403 otherwise). */
  async function ownerOf(caller: Caller, organizationRef: string) {
    if (!(await members.isOwnOrganization(caller, organizationRef))) throw AppError.notFound('Organization not found');
    requireRole(caller, 'owner');
    return caller;
  }

  routes.get('/org/:id/user', async ({ caller, request }) => {
    const { id } = parseInput(OrgParamsSchema, request.params);
    return (await members.list(await ownerOf(caller, id))).map(toVoiceUser);
  });

  routes.patch('/org/:id/role', async ({ caller, request }) => {
    const { id } = parseInput(OrgParamsSchema, request.params);
    await ownerOf(caller, id);
    const input = parseInput(VoiceOrgRoleSchema, request.body);
    const role = ROLES[input.role.toLowerCase()];
    if (!role) throw new AppError('bad_request', 'role: must be admin or owner (manages the team and billing), or editor, viewer or member');
    const userId = parseInput(UserIdSchema('userId'), input.userId);
    return toVoiceUser(await members.setRole(caller, userId, role));
  });

  routes.delete('/org/:id/member/:memberId/leave', async ({ caller, request }) => {
    const { id, memberId } = parseInput(MemberParamsSchema, request.params);
    await ownerOf(caller, id);
    const userId = parseInput(UserIdSchema('memberId'), memberId);
    await members.remove(caller, userId);
    return { removed: String(userId) };
  });
}
