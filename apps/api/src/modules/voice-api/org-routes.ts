import { VoiceOrgMemberParams, VoiceOrgParams, VoiceOrgRoleSchema, voiceUserIdOf, type Member, type VoiceOrgUser } from '@parley/contract';
import { requireRole, type Caller } from '../../auth/authenticate';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';

/** Vapi's roles onto Parley's two: an admin manages the team and billing (owner); editors and viewers are members. */
const ROLES: Record<string, 'owner' | 'member'> = { owner: 'owner', admin: 'owner', member: 'member', editor: 'member', viewer: 'member' };

const toVoiceUser = (member: Member): VoiceOrgUser => ({ id: String(member.id), email: member.email, role: member.role, isActive: true });

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

  routes('GET /org/{id}/user', { params: VoiceOrgParams }, async ({ caller, params: { id } }) => {
    return (await members.list(await ownerOf(caller, id))).map(toVoiceUser);
  });

  routes('PATCH /org/{id}/role', { params: VoiceOrgParams, body: VoiceOrgRoleSchema }, async ({ caller, params: { id }, body: input }) => {
    await ownerOf(caller, id);
    const role = ROLES[input.role.toLowerCase()];
    if (!role) throw new AppError('bad_request', 'role: must be admin or owner (manages the team and billing), or editor, viewer or member');
    const userId = parseInput(voiceUserIdOf('userId'), input.userId);
    return toVoiceUser(await members.setRole(caller, userId, role));
  });

  routes('DELETE /org/{id}/member/{memberId}/leave', { params: VoiceOrgMemberParams }, async ({ caller, params: { id, memberId } }) => {
    await ownerOf(caller, id);
    const userId = parseInput(voiceUserIdOf('memberId'), memberId);
    await members.remove(caller, userId);
    return { removed: String(userId) };
  });
}
