import { oneLine, type EmailBody, type Translate } from './templates';

/** What an email row carries, per kind: enough to write it later, in the member's language. */
export interface EmailPayloads {
  new_lead: {
    conversationId: string | null;
    lead: { name: string | null; email: string | null; phone: string | null; interest: string | null };
  };
  handoff_request: { conversationId: string; channel: 'chat' | 'voice'; pageUrl: string | null; lastMessage: string | null };
  /** The local day the digest is about, and the zone it was counted in. */
  daily_digest: { day: string; timezone: string };
}

export interface DigestCounts {
  conversations: number;
  leads: number;
  unanswered: number;
}

export interface EmailContext {
  t: Translate;
  lng: string;
  recipientName: string;
  organization: string;
  /** The dashboard's origin (PUBLIC_URL). */
  base: string;
}

const conversationUrl = (base: string, id: string | null) =>
  id ? `${base}/dashboard/conversations?conversation=${encodeURIComponent(id)}` : `${base}/dashboard/conversations`;

/** A day (`2026-03-14`) as the member's language writes dates. */
export function formatDay(day: string, lng: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function newLeadBody(payload: EmailPayloads['new_lead'], { t, recipientName, organization, base }: EmailContext): EmailBody {
  const { lead } = payload;
  const who = oneLine(lead.name || lead.email || lead.phone || t('newLead.someone'), 80);
  const rows: [string, string | null][] = [
    [t('newLead.name'), lead.name],
    [t('newLead.email'), lead.email],
    [t('newLead.phone'), lead.phone],
    [t('newLead.interest'), lead.interest],
  ];
  return {
    subject: t('newLead.subject', { who }),
    greeting: t('greeting', { name: recipientName }),
    intro: t('newLead.intro', { organization }),
    details: rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => [label, oneLine(value, 500)]),
    action: { label: t('newLead.action'), url: conversationUrl(base, payload.conversationId) },
  };
}

export function handoffBody(payload: EmailPayloads['handoff_request'], { t, recipientName, organization, base }: EmailContext): EmailBody {
  const details: [string, string][] = [[t('handoff.channel'), t(`handoff.channels.${payload.channel}`)]];
  if (payload.pageUrl) details.push([t('handoff.page'), oneLine(payload.pageUrl, 500)]);
  return {
    subject: t('handoff.subject'),
    greeting: t('greeting', { name: recipientName }),
    intro: t('handoff.intro', { organization }),
    details,
    ...(payload.lastMessage && { quote: { label: t('handoff.lastMessage'), text: payload.lastMessage.slice(0, 2000) } }),
    action: { label: t('handoff.action'), url: `${base}/dashboard/inbox?conversation=${encodeURIComponent(payload.conversationId)}` },
  };
}

export function digestBody(
  payload: EmailPayloads['daily_digest'],
  counts: DigestCounts,
  { t, lng, recipientName, organization, base }: EmailContext,
): EmailBody {
  const date = formatDay(payload.day, lng);
  const number = new Intl.NumberFormat(lng);
  return {
    subject: t('digest.subject', { date }),
    greeting: t('greeting', { name: recipientName }),
    intro: counts.conversations ? t('digest.intro', { organization, date }) : `${t('digest.intro', { organization, date })} ${t('digest.quiet')}`,
    details: [
      [t('digest.conversations'), number.format(counts.conversations)],
      [t('digest.leads'), number.format(counts.leads)],
      [t('digest.unanswered'), number.format(counts.unanswered)],
    ],
    action: { label: t('digest.action'), url: `${base}/dashboard/analytics` },
  };
}
