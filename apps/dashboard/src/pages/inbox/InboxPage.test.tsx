import type { ConversationDetail } from '@parley/api-client';
import type { InboxConversation, LiveEvent } from '@parley/api-client/schemas';
import { STORAGE_KEYS } from '@parley/api-client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { InboxPage } from './InboxPage';
import en from '../../../../../packages/i18n/locales/en/inbox.json';

vi.mock('../../lib/api', () => ({
  api: {
    listInbox: vi.fn(),
    getConversation: vi.fn(),
    takeOverConversation: vi.fn(),
    sendMemberMessage: vi.fn(),
    releaseConversation: vi.fn(),
    streamLiveEvents: vi.fn(),
    getCurrentUser: vi.fn(),
  },
}));

const ID = 'chat_00000000-0000-4000-8000-000000000001';
const ME = 7;
const waiting = (over: Partial<InboxConversation> = {}): InboxConversation => ({
  id: ID,
  channel: 'chat',
  outcome: 'answered',
  page_url: 'https://acme.example/shoes',
  language: 'es',
  message_count: 3,
  started_at: '2026-03-01T10:00:00.000Z',
  last_message_at: '2026-03-01T10:02:00.000Z',
  last_message: { author: 'visitor', content: 'Quiero hablar con una persona' },
  lead: { name: 'Ada', email: 'ada@example.org', phone: null },
  handoff: { status: 'requested', user_id: null, name: null, requested_at: '2026-03-01T10:02:00.000Z', since: null },
  ...over,
});
/** What the member writes once she has taken the conversation over. */
const MIAS_REPLY: ConversationDetail['messages'][number] = {
  role: 'assistant',
  author: 'human',
  author_name: 'Mia',
  content: 'Hola, soy Mia.',
  sources: [],
  answered: null,
  created_at: '2026-03-01T10:04:00.000Z',
};
const detail = (handoff: ConversationDetail['handoff'], extra: ConversationDetail['messages'] = []): ConversationDetail => ({
  id: ID,
  outcome: 'answered',
  page_url: 'https://acme.example/shoes',
  language: 'es',
  started_at: '2026-03-01T10:00:00.000Z',
  lead: null,
  handoff,
  call: null,
  messages: [
    {
      role: 'user',
      author: 'visitor',
      author_name: null,
      content: 'Quiero hablar con una persona',
      sources: [],
      answered: null,
      created_at: '2026-03-01T10:02:00.000Z',
    },
    ...extra,
  ],
});
const held = { status: 'human' as const, user_id: ME, name: 'Mia', requested_at: null, since: '2026-03-01T10:03:00.000Z' };

function renderInbox(path = `/dashboard/inbox?conversation=${ID}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/inbox" element={<InboxPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('live inbox', () => {
  let hear: (event: LiveEvent) => void = () => {};
  beforeAll(async () => {
    await startTestI18n(['insights', 'inbox']);
  });
  beforeEach(() => {
    vi.resetAllMocks();
    // A stale stored copy says someone else: the page asks the server who is signed in.
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 1, name: 'Old', role: 'owner' }));
    vi.mocked(api.getCurrentUser).mockResolvedValue({ id: ME, name: 'Mia', role: 'member' } as Awaited<ReturnType<typeof api.getCurrentUser>>);
    vi.mocked(api.streamLiveEvents).mockImplementation((onEvent, options) => {
      hear = onEvent;
      options?.onStatus?.('live');
      return new Promise(() => {});
    });
  });

  it('lists the waiting visitor, takes the conversation over, writes and hands back', async () => {
    vi.mocked(api.listInbox).mockResolvedValue([waiting()]);
    vi.mocked(api.getConversation).mockResolvedValue(detail({ status: 'requested', user_id: null, name: null, requested_at: null, since: null }));
    vi.mocked(api.takeOverConversation).mockResolvedValue(detail(held));
    vi.mocked(api.sendMemberMessage).mockResolvedValue(MIAS_REPLY);
    vi.mocked(api.releaseConversation).mockResolvedValue(detail({ status: 'agent', user_id: null, name: null, requested_at: null, since: null }));

    renderInbox();
    const item = await screen.findByTestId('inbox-item');
    expect(within(item).getByText(en.inbox.status.requested)).toBeTruthy();
    expect(item.textContent).toContain('Ada');
    expect(screen.getByText(en.inbox.live)).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: en.inbox.takeOver }));
    await waitFor(() => expect(api.takeOverConversation).toHaveBeenCalledWith(ID));
    const box = await screen.findByLabelText(en.inbox.composerLabel);
    // An empty message is refused here, before any request.
    fireEvent.click(screen.getByRole('button', { name: en.inbox.send }));
    expect(await screen.findByText(en.inbox.messageRequired)).toBeTruthy();
    expect(api.sendMemberMessage).not.toHaveBeenCalled();

    vi.mocked(api.getConversation).mockResolvedValue(detail(held, [MIAS_REPLY]));
    fireEvent.change(box, { target: { value: 'Hola, soy Mia.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.sendMemberMessage).toHaveBeenCalledWith(ID, 'Hola, soy Mia.'));
    expect(await screen.findByText('Hola, soy Mia.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: en.inbox.handBack }));
    await waitFor(() => expect(api.releaseConversation).toHaveBeenCalledWith(ID));
    expect(await screen.findByRole('button', { name: en.inbox.takeOver })).toBeTruthy();
    expect(screen.queryByLabelText(en.inbox.composerLabel)).toBeNull();
  });

  it('says who holds a conversation another member took, and reads it again when it moves', async () => {
    const other = { status: 'human' as const, user_id: 99, name: 'Sam', requested_at: null, since: '2026-03-01T10:03:00.000Z' };
    vi.mocked(api.listInbox).mockResolvedValue([waiting({ handoff: other })]);
    vi.mocked(api.getConversation).mockResolvedValue(detail(other));
    renderInbox();
    expect(await screen.findByText('Sam is talking with this visitor.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.inbox.takeOver }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: en.inbox.handBack })).toBeNull();

    vi.mocked(api.getConversation).mockResolvedValue(
      detail(other, [
        { role: 'assistant', author: 'human', author_name: 'Sam', content: 'Sam here!', sources: [], answered: null, created_at: '2026-03-01T10:04:00.000Z' },
      ]),
    );
    hear({
      type: 'conversation.updated',
      conversation: { id: ID, channel: 'chat', outcome: 'answered', message_count: 2, started_at: '', last_message_at: '', handoff_status: 'human' },
    });
    expect(await screen.findByText('Sam here!')).toBeTruthy();
  });

  it('says when nobody is chatting', async () => {
    vi.mocked(api.listInbox).mockResolvedValue([]);
    renderInbox('/dashboard/inbox');
    expect(await screen.findByText(en.inbox.emptyTitle)).toBeTruthy();
  });
});
