import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeTextKey, choice, createdAt, timestamptz } from './columns';
import { organizationId } from './organization-id';
import { conversations } from './conversations';

/* Voice: web voice calls (modules/voice, voice-api). */

/** A web voice call (POST /call/web): its conversation (channel voice) holds the transcript; this row holds the call's own facts. */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: text('id').primaryKey(),
    organizationId: organizationId(),
    conversationId: cascadeTextKey('conversation_id', () => conversations.id),
    status: choice('status', ['queued', 'in-progress', 'ended'], 'queued'),
    sttProvider: text('stt_provider').notNull(),
    ttsProvider: text('tts_provider').notNull(),
    /** The media socket's first connection (the one-time token is spent then). */
    connectedAt: timestamptz('connected_at'),
    endedAt: timestamptz('ended_at'),
    durationSeconds: integer('duration_seconds'),
    endedReason: text('ended_reason'),
    /** How long each side talked, in ms (the visitor's by voice activity, the agent's by audio sent); null before migration 0022. */
    visitorTalkMs: integer('visitor_talk_ms'),
    agentTalkMs: integer('agent_talk_ms'),
    summary: text('summary'),
    /**
     * The hash of the call's current resume token, and when the process holding the call last said
     * it still does: any process can take a dropped call over (call/call-handover.ts).
     */
    resumeTokenHash: text('resume_token_hash'),
    liveAt: timestamptz('live_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('voice_calls_org_created_idx').on(t.organizationId, t.createdAt),
    index('voice_calls_conversation_idx').on(t.conversationId),
    index('voice_calls_live_idx')
      .on(t.liveAt)
      .where(sql`status = 'in-progress'`),
  ],
);
