import type { Session } from './client-types';
import { ApiError } from './errors';
import { tokenFromHeader, type Call } from './http';
import type {
  ChangePasswordRequest,
  ConfirmSignupRequest,
  CreateInvitationRequest,
  Invitation,
  InvitationPreview,
  InvitedSignupRequest,
  LoginRequest,
  Member,
  Organization,
  SignupPending,
  SignupRequest,
  UnlockAccountRequest,
  UpdateMemberRequest,
  UpdateOrganizationRequest,
  UpdateProfileRequest,
  User,
} from './schemas';

/** Signing up and in, the organization, the user and invitations. */
export function accountEndpoints(call: Call) {
  async function session(path: string, json: unknown): Promise<Session> {
    const { body, response } = await call<{ data: User }>('POST', path, { json });
    const token = tokenFromHeader(response);
    if (!token) throw new ApiError('The server did not return a session token', response.status, body);
    return { user: body.data, token };
  }

  return {
    /**
     * POST /signup: registers a business (user, organization, owner membership, agent). A server
     * without email signs the person in at once (a Session); one with email answers
     * `{ status: 'check_your_email', email }` whether or not the address has an account, and the
     * link in the email is confirmed with `confirmSignup`.
     */
    signup: async (request: SignupRequest): Promise<Session | SignupPending> => {
      const { body, response } = await call<{ data: User | SignupPending }>('POST', '/signup', { json: request });
      if (response.status === 202) return body.data as SignupPending;
      const token = tokenFromHeader(response);
      if (!token) throw new ApiError('The server did not return a session token', response.status, body);
      return { user: body.data as User, token };
    },
    /** POST /signup/confirm: creates the business a sign-up email's link confirms, and signs in (400 when bad, expired or used; 409 when the email got an account meanwhile). */
    confirmSignup: (request: ConfirmSignupRequest) => session('/signup/confirm', request),
    /** POST /signup/invitation: registers an invited person into the inviting organization. */
    signupWithInvitation: (request: InvitedSignupRequest) => session('/signup/invitation', request),
    /** POST /login */
    login: (request: LoginRequest) => session('/login', request),
    /** POST /api/v1/unlock: lifts a sign-in lock with the token of the emailed link (public; 400 when bad, expired or used). */
    unlockAccount: async (request: UnlockAccountRequest) => {
      await call<null>('POST', '/api/v1/unlock', { json: request });
    },
    /** DELETE /logout: revokes the current token. */
    logout: async () => {
      await call<null>('DELETE', '/logout');
    },

    /** GET /api/v1/organizations/current, with the refreshed token from the response header. */
    getCurrentOrganization: async () => {
      const { body, response } = await call<{ data: Organization }>('GET', '/api/v1/organizations/current');
      return { organization: body.data, token: tokenFromHeader(response) };
    },
    /** PUT /api/v1/organizations/current: business name, website, agent name (owners only). */
    updateOrganization: async (request: UpdateOrganizationRequest) =>
      (await call<{ data: User }>('PUT', '/api/v1/organizations/current', { json: request })).body.data,
    /** GET /api/v1/organizations/{id}: an organization by id (the server answers only the caller's own). */
    getOrganization: async (id: number) => (await call<{ data: Organization }>('GET', `/api/v1/organizations/${id}`)).body.data,
    /** GET /api/v1/users/current */
    getCurrentUser: async () => (await call<{ data: User }>('GET', '/api/v1/users/current')).body.data,
    /** PUT /api/v1/users with {user:{name, language_preference}} */
    updateProfile: async (request: UpdateProfileRequest) => (await call<{ data: User }>('PUT', '/api/v1/users', { json: request })).body.data,
    /** PUT /api/v1/users with {user:{password, current_password}} */
    changePassword: async (request: ChangePasswordRequest) => (await call<{ data: User }>('PUT', '/api/v1/users', { json: request })).body.data,

    /** POST /api/v1/organizations/current/invitations (owners only). */
    createInvitation: async (request: CreateInvitationRequest) =>
      (await call<{ data: Invitation }>('POST', '/api/v1/organizations/current/invitations', { json: request })).body.data,
    /** GET /api/v1/organizations/current/invitations */
    listInvitations: async () => (await call<{ data: Invitation[] }>('GET', '/api/v1/organizations/current/invitations')).body.data,
    /** DELETE /api/v1/organizations/current/invitations/{id}: revokes a pending invitation. */
    deleteInvitation: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/invitations/${id}`);
    },
    /** GET /api/v1/organizations/current/members (owners only): the team with roles. */
    listMembers: async () => (await call<{ data: Member[] }>('GET', '/api/v1/organizations/current/members')).body.data,
    /** PATCH /api/v1/organizations/current/members/{id} (owners only): change a person's role. */
    updateMember: async (id: number, request: UpdateMemberRequest) =>
      (await call<{ data: Member }>('PATCH', `/api/v1/organizations/current/members/${id}`, { json: request })).body.data,
    /** DELETE /api/v1/organizations/current/members/{id} (owners only): removes the person and ends their sessions. */
    removeMember: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/members/${id}`);
    },
    /** GET /invitations/{token}: who is invited, to which organization (public). */
    getInvitation: async (token: string) => (await call<{ data: InvitationPreview }>('GET', `/invitations/${encodeURIComponent(token)}`)).body.data,
  };
}
