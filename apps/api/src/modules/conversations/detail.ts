import type { ConversationDetail, ConversationHandoff, ConversationMessage } from '@parley/contract/schemas';
import type { Db } from '../../db/database';
import type { conversations, leads, messages } from '../../db/schema';
import { AppError } from '../../errors';
import { callRecord, shownOutcome } from './outcome';
import { createConversationRepository } from './list-repository';

type HandoffColumns = Pick<typeof conversations.$inferSelect, 'handoffStatus' | 'handoffUserId' | 'handoffRequestedAt' | 'handoffAt'>;

/** The handoff as the dashboard shows it; `holderName`: the member's name while one holds it. */
export function handoffOf(row: HandoffColumns, holderName: string | null): ConversationHandoff {
  return {
    status: row.handoffStatus ?? 'agent',
    user_id: row.handoffStatus === 'human' ? row.handoffUserId : null,
    name: row.handoffStatus === 'human' ? holderName : null,
    requested_at: row.handoffRequestedAt?.toISOString() ?? null,
    since: row.handoffStatus === 'human' ? (row.handoffAt?.toISOString() ?? null) : null,
  };
}

type LeadColumns = Pick<typeof leads.$inferSelect, 'id' | 'conversationId' | 'name' | 'email' | 'phone' | 'interest'>;

/** A lead's fields as the leads list and the data export both name them (each adds its own after). */
export const leadFields = (l: LeadColumns) => ({
  id: l.id,
  conversation_id: l.conversationId,
  name: l.name,
  email: l.email,
  phone: l.phone,
  interest: l.interest,
});

/** Who wrote a stored message, as the dashboard and the widget name it. */
export const authorOf = (m: Pick<typeof messages.$inferSelect, 'role' | 'author'>): ConversationMessage['author'] =>
  m.role === 'user' ? 'visitor' : m.author === 'human' ? 'human' : 'agent';

/** A conversation of the organization with its transcript, lead and handoff; 404 for another organization's. */
export async function conversationDetail(db: Db, organizationId: number, id: string): Promise<ConversationDetail> {
  const repo = createConversationRepository(db);
  const found = await repo.findWithHolder(organizationId, id);
  if (!found) throw AppError.notFound('Conversation not found');
  const { row, holderName } = found;
  const [transcript, lead, call] = await Promise.all([
    repo.transcript(id),
    repo.leadOf(organizationId, id),
    row.channel === 'voice' ? repo.callOf(organizationId, id) : null,
  ]);
  const visitorSpoke = transcript.some((m) => m.role === 'user');
  return {
    id: row.id,
    outcome: shownOutcome(row, visitorSpoke),
    page_url: row.pageUrl,
    language: row.language,
    started_at: row.startedAt.toISOString(),
    lead: lead ? { name: lead.name, email: lead.email, phone: lead.phone, interest: lead.interest, created_at: lead.createdAt.toISOString() } : null,
    handoff: handoffOf(row, holderName),
    call: call ? callRecord(call, visitorSpoke) : null,
    messages: transcript.map((m) => ({
      role: m.role,
      author: authorOf(m),
      author_name: m.authorName,
      content: m.content,
      sources: m.sources,
      answered: m.answered,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
