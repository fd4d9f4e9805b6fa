import { z } from 'zod';
import { Channel, leadContact } from './fields';

/*
 * The visitor's data (issue 19): the organization's export, the audit log, and the retention
 * setting's bounds, shared by the dashboard form and the server.
 */

/** Days a conversation is kept after its last message; `null` keeps conversations forever. */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
export const RetentionDaysSchema = z
  .number({ error: 'Retention must be a whole number of days' })
  .int('Retention must be a whole number of days')
  .min(RETENTION_DAYS_MIN, `Retention must be at least ${RETENTION_DAYS_MIN} day`)
  .max(RETENTION_DAYS_MAX, `Retention must be at most ${RETENTION_DAYS_MAX} days (10 years)`)
  .nullable();

const ExportMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(z.object({ type: z.string(), id: z.number(), title: z.string(), url: z.string().nullable() })),
  answered: z.boolean().nullable(),
  created_at: z.string(),
});

const ExportConversationSchema = z.object({
  id: z.string(),
  channel: Channel,
  key_kind: z.enum(['live', 'demo']),
  visitor_id: z.string().nullable(),
  session_id: z.string().nullable(),
  page_url: z.string().nullable(),
  language: z.string().nullable(),
  outcome: z.enum(['answered', 'unanswered', 'lead']),
  message_count: z.number().int(),
  started_at: z.string(),
  last_message_at: z.string(),
  messages: z.array(ExportMessageSchema),
});

const ExportLeadSchema = z.object({
  id: z.number().int(),
  conversation_id: z.string().nullable(),
  ...leadContact,
  consent: z.boolean(),
  created_at: z.string(),
});

const ExportProductEventSchema = z.object({
  id: z.number().int(),
  conversation_id: z.string(),
  product_id: z.number().int(),
  kind: z.enum(['recommended', 'clicked']),
  created_at: z.string(),
});

const ExportAnalyticsEventSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: z.string(),
});

/**
 * GET /api/v1/organizations/current/export: one JSON document, streamed as it is read (rows in
 * batches, never all in memory). Messages sit inside their conversation.
 */
export const DataExportSchema = z.object({
  format: z.literal('parley-export/1'),
  exported_at: z.string(),
  organization: z.object({ id: z.number().int(), sub_id: z.string(), name: z.string(), website_url: z.string() }),
  conversations: z.array(ExportConversationSchema),
  leads: z.array(ExportLeadSchema),
  product_events: z.array(ExportProductEventSchema),
  analytics_events: z.array(ExportAnalyticsEventSchema),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const AUDIT_ACTIONS = [
  'agent.key_rotated',
  'member.role_changed',
  'member.removed',
  'data.exported',
  'conversation.deleted',
  'conversation.deleted_by_visitor',
  'conversations.retention_deleted',
  'organization.retention_changed',
  'conversation.takeover',
  'conversation.release',
] as const;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** One of AUDIT_ACTIONS; a newer server may add others, so readers show unknown ones as they are. */
  action: z.string(),
  actor: z.object({
    /** The member, while they are one; null for a visitor, the retention job or a removed member. */
    user_id: z.number().int().nullable(),
    /** The name they had then, or "Visitor" / "Retention". */
    label: z.string(),
    email: z.string().nullable(),
  }),
  target: z.object({ type: z.string().nullable(), id: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogResponseSchema = z.object({
  data: z.array(AuditEntrySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;
