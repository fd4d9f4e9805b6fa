import type { agents, conversations, documents, voiceCalls } from '../../db/schema';

/** Vapi-shaped JSON of Parley's rows: ids as strings, `orgId`, ISO `createdAt`/`updatedAt`. */
type Agent = typeof agents.$inferSelect;
type Conversation = Pick<
  typeof conversations.$inferSelect,
  'id' | 'organizationId' | 'sessionId' | 'startedAt' | 'lastMessageAt' | 'messageCount' | 'outcome' | 'language' | 'pageUrl' | 'keyKind'
>;
type Call = typeof voiceCalls.$inferSelect;
type DocumentRow = Omit<typeof documents.$inferSelect, 'text' | 'bytes'>;

export interface AgentVoice {
  provider: string;
  voiceId: string;
}

/** The agent's voice as calls use it (`voiceOf`, from the app); Parley's own voice of that name without one. */
export const voiceOfAgent = (agent: Agent, voiceOf?: (agent: Agent) => AgentVoice): AgentVoice =>
  voiceOf?.(agent) ?? { provider: 'parley', voiceId: agent.voice };

/**
 * The agent as a Vapi assistant. Parley's persona maps onto it: greeting → firstMessage, the
 * agent's role → the system prompt (`model.messages[0]`), its voice → `voice`. Agents keep no
 * update time, so `updatedAt` is their creation time.
 */
export const toAssistant = (agent: Agent, voice: AgentVoice) => ({
  id: String(agent.id),
  orgId: String(agent.organizationId),
  name: agent.name,
  firstMessage: agent.greeting,
  firstMessageMode: 'assistant-speaks-first',
  model: { provider: 'parley', messages: [{ role: 'system', content: agent.role }] },
  voice,
  metadata: { tone: agent.tone, languages: agent.languages, version: agent.version, allowedDomains: agent.allowedDomains },
  createdAt: agent.createdAt.toISOString(),
  updatedAt: agent.createdAt.toISOString(),
});

export const toCall = (call: Call, assistantId: string) => ({
  id: call.id,
  orgId: String(call.organizationId),
  type: 'webCall' as const,
  status: call.status,
  assistantId,
  chatId: call.conversationId,
  startedAt: call.connectedAt?.toISOString() ?? null,
  endedAt: call.endedAt?.toISOString() ?? null,
  endedReason: call.endedReason,
  durationSeconds: call.durationSeconds,
  summary: call.summary,
  // Parley does not bill per call: the cost Vapi reports is always zero here.
  cost: 0,
  createdAt: call.createdAt.toISOString(),
  updatedAt: (call.endedAt ?? call.connectedAt ?? call.createdAt).toISOString(),
});

export const toChat = (chat: Conversation, assistantId: string) => ({
  id: chat.id,
  orgId: String(chat.organizationId),
  assistantId,
  ...(chat.sessionId ? { sessionId: chat.sessionId } : {}),
  messageCount: chat.messageCount,
  outcome: chat.outcome,
  language: chat.language,
  pageUrl: chat.pageUrl,
  keyKind: chat.keyKind,
  createdAt: chat.startedAt.toISOString(),
  updatedAt: chat.lastMessageAt.toISOString(),
});

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  markdown: 'text/markdown',
  csv: 'text/csv',
};
/** Vapi's file statuses: processing, done, failed. */
const FILE_STATUS = { processing: 'processing', ready: 'done', failed: 'failed' } as const;

export const toFile = (row: DocumentRow) => ({
  id: String(row.id),
  orgId: String(row.organizationId),
  name: row.filename,
  originalName: row.filename,
  bytes: row.sizeBytes,
  mimetype: (row.kind && MIME_TYPES[row.kind]) || 'application/octet-stream',
  status: FILE_STATUS[row.status],
  purpose: 'knowledge-base',
  pageCount: row.pageCount,
  ...(row.error ? { error: row.error } : {}),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.createdAt.toISOString(),
});
