import { SUPPORTED_LANGUAGES } from '@parley/i18n/languages';
import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema, WebsiteUrlSchema } from './common';
import { RetentionDaysSchema } from './data-rights';

export const LanguageCodeSchema = z.enum(SUPPORTED_LANGUAGES, {
  error: `Language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`,
});

/** Agent versions the product knows; `chat_v0` agents sign in at /chat/login. */
export const AgentVersionSchema = z.enum(['voice_v1', 'chat_v0']);
export type AgentVersion = z.infer<typeof AgentVersionSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  language_preference: LanguageCodeSchema.nullable(),
  role: z.enum(['owner', 'member']),
  organization: z.object({
    id: z.number().int(),
    sub_id: z.string(),
    name: z.string(),
    website_url: z.string(),
  }),
  agent: z.object({ id: z.number().int(), name: z.string(), version: AgentVersionSchema }).nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ data: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const SignupRequestSchema = z.object({
  user: z.object({
    email: EmailSchema,
    password: PasswordSchema,
    name: NameSchema,
    /** The language of the register page: the account's, and the one the confirmation email is written in. */
    language_preference: LanguageCodeSchema.optional(),
  }),
  organization: z.object({ name: NameSchema, website_url: WebsiteUrlSchema }),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/**
 * POST /signup on a server that sends email: the same answer whether or not the address has an
 * account (the email says which), so the answer cannot be used to find out who is registered.
 */
export const SignupPendingResponseSchema = z.object({
  data: z.object({ status: z.literal('check_your_email'), email: z.string() }),
});
export type SignupPending = z.infer<typeof SignupPendingResponseSchema>['data'];

/** POST /signup/confirm: the token of the link in the sign-up email. */
export const ConfirmSignupRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200, 'Token is too long'),
});
export type ConfirmSignupRequest = z.input<typeof ConfirmSignupRequestSchema>;

/** Registration into an existing organization through an invitation (never by sub_id alone). */
export const InvitedSignupRequestSchema = z.object({
  user: z.object({ password: PasswordSchema, name: NameSchema }),
  invitation: z.object({ token: z.string().min(1, 'Invitation token is required').max(200) }),
});
export type InvitedSignupRequest = z.input<typeof InvitedSignupRequestSchema>;

export const LoginRequestSchema = z.object({
  user: z.object({
    email: EmailSchema,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  }),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** POST /api/v1/unlock: the token of the link in a lock email. */
export const UnlockAccountRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200, 'Token is too long'),
});
export type UnlockAccountRequest = z.input<typeof UnlockAccountRequestSchema>;

export const OrganizationSchema = z.object({
  id: z.number().int(),
  type: z.literal('organization'),
  attributes: z.object({
    sub_id: z.string(),
    name: z.string(),
    website_url: z.string(),
    created_at: z.string(),
    /** Days a conversation is kept after its last message; null keeps conversations forever. */
    conversation_retention_days: z.number().int().nullable().optional(),
  }),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationResponseSchema = z.object({ data: OrganizationSchema });
export type OrganizationResponse = z.infer<typeof OrganizationResponseSchema>;

export const UpdateProfileRequestSchema = z.object({
  user: z
    .object({ name: NameSchema.optional(), language_preference: LanguageCodeSchema.optional() })
    .strict()
    .refine((u) => u.name !== undefined || u.language_preference !== undefined, {
      message: 'Nothing to update',
    }),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  user: z
    .object({
      password: PasswordSchema,
      current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
    })
    .strict(),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** PUT /api/v1/organizations/current: onboarding and settings (owners only). */
export const UpdateOrganizationRequestSchema = z
  .object({
    organization: z
      .object({ name: NameSchema.optional(), website_url: WebsiteUrlSchema.optional(), conversation_retention_days: RetentionDaysSchema.optional() })
      .strict()
      .optional(),
    agent: z.object({ name: NameSchema.optional() }).strict().optional(),
  })
  .refine((b) => b.organization !== undefined || b.agent !== undefined, { message: 'Nothing to update' });
export type UpdateOrganizationRequest = z.input<typeof UpdateOrganizationRequestSchema>;

/** PUT /api/v1/users takes either a profile change or a password change. */
export const UpdateUserRequestSchema = z.union([ChangePasswordRequestSchema, UpdateProfileRequestSchema]);

export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['pending', 'accepted', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
  /** Only in the response that creates it: the one time the owner can copy the link. */
  register_url: z.string().optional(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const CreateInvitationRequestSchema = z.object({ invitation: z.object({ email: EmailSchema }) });
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequestSchema>;

export const InvitationResponseSchema = z.object({ data: InvitationSchema });
export const InvitationListResponseSchema = z.object({ data: z.array(InvitationSchema) });

/** Public view of an invitation for the invited-register page. */
export const InvitationPreviewResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    organization: z.object({ name: z.string(), sub_id: z.string() }),
  }),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewResponseSchema>['data'];

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** A person of the organization, as its owners manage the team. */
export const MemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  joined_at: z.string(),
  /** The caller: an owner may leave only while another owner stays. */
  you: z.boolean(),
});
export type Member = z.infer<typeof MemberSchema>;
export const MemberListResponseSchema = z.object({ data: z.array(MemberSchema) });
export const MemberResponseSchema = z.object({ data: MemberSchema });
/** PATCH /api/v1/organizations/current/members/{id} */
export const UpdateMemberRequestSchema = z.object({
  member: z.object({ role: z.enum(['owner', 'member'], { error: 'must be owner or member' }) }),
});
export type UpdateMemberRequest = z.input<typeof UpdateMemberRequestSchema>;
