import type { Session } from './client-types';
import { ApiError } from './errors';
import { tokenFromHeader } from './http';
import type { SendOperation } from './operation-call';
import type {
  ChangePasswordRequest,
  ConfirmSignupRequest,
  CreateInvitationRequest,
  InvitedSignupRequest,
  LoginRequest,
  SignupPending,
  SignupRequest,
  UnlockAccountRequest,
  UpdateMemberRequest,
  UpdateOrganizationRequest,
  UpdateProfileRequest,
  User,
} from './schemas';

/** A signed-in answer: the user, and the token the server sends in the `Authorization` header. */
function signedIn(user: User, response: Response): Session {
  const token = tokenFromHeader(response);
  if (!token) throw new ApiError('The server did not return a session token', response.status, { data: user });
  return { user, token };
}
const session = async (answer: Promise<{ body: { data: User }; response: Response }>) => {
  const { body, response } = await answer;
  return signedIn(body.data, response);
};

/** Signing up and in, the organization, the user and invitations. */
export function accountEndpoints(send: SendOperation) {
  return {
    /**
     * Registers a business (user, organization, owner membership, agent). A server without email
     * signs the person in at once (a Session); one with email answers 202
     * `{ status: 'check_your_email', email }` whether or not the address has an account, and the
     * link in the email is confirmed with `confirmSignup`.
     */
    signup: async (request: SignupRequest): Promise<Session | SignupPending> => {
      const { body, response } = await send('signup', { json: request });
      // Only the 202 answer (`SignupPending`) has a `status`.
      return 'status' in body.data ? body.data : signedIn(body.data, response);
    },
    /** Creates the business a sign-up email's link confirms, and signs in (400 when bad, expired or used; 409 when the email got an account meanwhile). */
    confirmSignup: (request: ConfirmSignupRequest) => session(send('confirmSignup', { json: request })),
    /** Registers an invited person into the inviting organization. */
    signupWithInvitation: (request: InvitedSignupRequest) => session(send('signupWithInvitation', { json: request })),
    login: (request: LoginRequest) => session(send('login', { json: request })),
    /** Lifts a sign-in lock with the token of the emailed link (public; 400 when bad, expired or used). */
    unlockAccount: async (request: UnlockAccountRequest) => {
      await send('unlockAccount', { json: request });
    },
    /** Revokes the current token. */
    logout: async () => {
      await send('logout');
    },

    /** The organization, with the refreshed token from the response header. */
    getCurrentOrganization: async () => {
      const { body, response } = await send('getCurrentOrganization');
      return { organization: body.data, token: tokenFromHeader(response) };
    },
    /** Business name, website, agent name (owners only). */
    updateOrganization: async (request: UpdateOrganizationRequest) => (await send('updateOrganization', { json: request })).body.data,
    /** An organization by id (the server answers only the caller's own). */
    getOrganization: async (id: number) => (await send('getOrganization', { params: { id } })).body.data,
    getCurrentUser: async () => (await send('getCurrentUser')).body.data,
    /** `{ user: { name, language_preference } }` */
    updateProfile: async (request: UpdateProfileRequest) => (await send('updateUser', { json: request })).body.data,
    /** `{ user: { password, current_password } }` */
    changePassword: async (request: ChangePasswordRequest) => (await send('updateUser', { json: request })).body.data,

    /** Owners only. */
    createInvitation: async (request: CreateInvitationRequest) => (await send('createInvitation', { json: request })).body.data,
    listInvitations: async () => (await send('listInvitations')).body.data,
    /** Revokes a pending invitation. */
    deleteInvitation: async (id: number) => {
      await send('deleteInvitation', { params: { id } });
    },
    /** Owners only: the team with roles. */
    listMembers: async () => (await send('listMembers')).body.data,
    /** Owners only: change a person's role. */
    updateMember: async (id: number, request: UpdateMemberRequest) => (await send('updateMember', { params: { id }, json: request })).body.data,
    /** Owners only: removes the person and ends their sessions. */
    removeMember: async (id: number) => {
      await send('removeMember', { params: { id } });
    },
    /** Who is invited, to which organization (public). */
    getInvitation: async (token: string) => (await send('getInvitation', { params: { token } })).body.data,
  };
}
