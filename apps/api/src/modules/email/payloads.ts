import { z } from 'zod';
import type { OutboxKind } from '../../db/schema';
import type { TestsFailedPayload } from './tests-failed-email';
import type { EmailPayloads } from './content';
import type { UnlockPayload } from './unlock-email';

/** What each kind of outbox email keeps in its `payload` column. */
export interface OutboxPayloads extends EmailPayloads {
  account_unlock: UnlockPayload;
  agent_tests_failed: TestsFailedPayload;
}

// The column is jsonb written by this process at queueing time, but read back after a restart or a
// deploy, possibly by a newer version: it is a boundary, so the sender parses it rather than trusting
// a cast. `satisfies` keeps each schema in step with the type its email is written from.
const nullableText = z.string().nullable();
const PAYLOAD_SCHEMAS = {
  new_lead: z.object({
    conversationId: nullableText,
    lead: z.object({ name: nullableText, email: nullableText, phone: nullableText, interest: nullableText }),
  }),
  handoff_request: z.object({ conversationId: z.string(), channel: z.enum(['chat', 'voice']), pageUrl: nullableText, lastMessage: nullableText }),
  daily_digest: z.object({ day: z.string(), timezone: z.string() }),
  account_unlock: z.object({ expiresAt: z.string(), usedAt: z.string().optional() }),
  agent_tests_failed: z.object({
    runId: z.number(),
    change: nullableText,
    failures: z.array(z.object({ testId: z.number(), name: z.string(), question: z.string(), reasons: z.array(z.string()) })),
  }),
} satisfies { [K in OutboxKind]: z.ZodType<OutboxPayloads[K]> };

/** A stored email's kind with its payload, checked: a switch on `kind` narrows `payload`. */
export type StoredEmail = { [K in OutboxKind]: { kind: K; payload: OutboxPayloads[K] } }[OutboxKind];

/** Reads a stored payload as its kind's shape; throws (and the job retries, then fails) when it does not match. */
export function readStoredEmail(kind: OutboxKind, payload: unknown): StoredEmail {
  switch (kind) {
    case 'new_lead':
      return { kind, payload: PAYLOAD_SCHEMAS.new_lead.parse(payload) };
    case 'handoff_request':
      return { kind, payload: PAYLOAD_SCHEMAS.handoff_request.parse(payload) };
    case 'daily_digest':
      return { kind, payload: PAYLOAD_SCHEMAS.daily_digest.parse(payload) };
    case 'account_unlock':
      return { kind, payload: PAYLOAD_SCHEMAS.account_unlock.parse(payload) };
    case 'agent_tests_failed':
      return { kind, payload: PAYLOAD_SCHEMAS.agent_tests_failed.parse(payload) };
  }
}
