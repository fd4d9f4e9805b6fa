import { z } from 'zod';

/** The emails a member may want (issue 19): a new lead, a visitor asking for a person, the daily digest. */
export const EMAIL_NOTIFICATION_KINDS = ['new_lead', 'handoff_request', 'daily_digest'] as const;
export const EmailNotificationKindSchema = z.enum(EMAIL_NOTIFICATION_KINDS);
export type EmailNotificationKind = z.infer<typeof EmailNotificationKindSchema>;

/** An IANA time zone name (`Europe/Madrid`); the server checks the database knows it. */
export const TimeZoneSchema = z
  .string({ error: 'Time zone must be a text like Europe/Madrid' })
  .min(1, 'Time zone must be a text like Europe/Madrid')
  .max(64, 'Time zone must be at most 64 characters')
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'Time zone must be a name like Europe/Madrid or UTC');

/** The signed-in member's own choices; defaults follow the role (owners: all three; members: handoff requests). */
export const NotificationPreferencesSchema = z.object({
  new_lead: z.boolean(),
  handoff_request: z.boolean(),
  daily_digest: z.boolean(),
  /** The daily digest goes out after 08:00 in this time zone. */
  timezone: z.string(),
  /** The address the emails go to (the member's sign-in email). */
  email: z.string(),
  /** False when this server has no SMTP_URL: choices are kept, but nothing is sent. */
  email_enabled: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesResponseSchema = z.object({ data: NotificationPreferencesSchema });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponseSchema>;

const choice = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

export const UpdateNotificationPreferencesRequestSchema = z.object({
  notifications: z
    .object({
      new_lead: choice('new_lead'),
      handoff_request: choice('handoff_request'),
      daily_digest: choice('daily_digest'),
      timezone: TimeZoneSchema.optional(),
    })
    .strict()
    .refine((n) => Object.values(n).some((value) => value !== undefined), { message: 'Nothing to update' }),
});
export type UpdateNotificationPreferencesRequest = z.input<typeof UpdateNotificationPreferencesRequestSchema>;

/** The signed token of an unsubscribe link (`<user id>.<kind>.<signature>`). */
export const UnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});

export const UnsubscribeResponseSchema = z.object({
  data: z.object({ unsubscribed: z.literal(true), kind: EmailNotificationKindSchema }),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
