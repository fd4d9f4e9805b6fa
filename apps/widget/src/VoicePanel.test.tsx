import { MediaDeviceError, ServerError, TransportError, type VoiceClient, type VoiceClientEvents, type VoiceMessage } from '@parley/voice-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import type { ChatWidgetProps } from './ChatWidget';
import { problemOf } from './VoicePanel';
import { noStorage, renderWidget, urlOf, inEnglish } from './widget-test-kit';

inEnglish();

/** Stands in for the SDK at its public surface: events in, calls out. */
function fakeClient() {
  const listeners = new Map<keyof VoiceClientEvents, ((...args: unknown[]) => void)[]>();
  const client = {
    state: 'joining',
    call: { id: 'call_1', webCallUrl: 'ws://127.0.0.1/call/call_1/media?token=t', chatId: 'chat_call_1' },
    on(event: keyof VoiceClientEvents, listener: (...args: unknown[]) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return client;
    },
    start: vi.fn(() => Promise.resolve(null)),
    stop: vi.fn(() => Promise.resolve(emit('call-end'))),
    setMuted: vi.fn(),
    destroy: vi.fn(async () => {}),
  };
  const emit = (event: keyof VoiceClientEvents, ...args: unknown[]) => act(() => listeners.get(event)?.forEach((listener) => listener(...args)));
  return { client: client as unknown as VoiceClient, calls: client, emit };
}

const assistantOnly: typeof fetch = (input) =>
  Promise.resolve(
    urlOf(input).startsWith('/assistant')
      ? new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: 'Hi!', avatarUrl: null, languages: ['en'], branding: {} }))
      : new Response('{}', { status: 404 }),
  );

type FakeClient = ReturnType<typeof fakeClient>;

/** The widget with the fake SDK; the runtime knows only the assistant unless `fetcher` says more. */
function renderWidgetWith(
  fake: FakeClient,
  { fetcher = assistantOnly, storage = noStorage }: { fetcher?: typeof fetch; storage?: ChatWidgetProps['storage'] } = {},
) {
  renderWidget({ fetcher, storage, voice: { apiKey: 'k', createClient: () => fake.client } });
}

/** Waits for the greeting, presses the voice button and waits until the SDK is asked to start. */
async function startCall(fake: FakeClient) {
  await screen.findByText('Hi!');
  fireEvent.click(screen.getByRole('button', { name: en.voice }));
  // The voice panel is a lazy chunk: on a loaded CI machine its first import took over a second.
  await waitFor(() => expect(fake.calls.start).toHaveBeenCalled(), { timeout: 5000 });
}

/** The SDK reports that the call is up. */
function joinCall(fake: FakeClient) {
  fake.calls.state = 'joined';
  fake.emit('state-change', 'joined', 'joining');
}

describe('voice call in the widget', () => {
  it('connects, listens, shows the agent speaking with its level and captions, mutes, and hangs up', async () => {
    const fake = fakeClient();
    renderWidgetWith(fake);
    await screen.findByText('Hi!');
    fireEvent.click(screen.getByRole('button', { name: en.voice }));
    // The voice panel is a lazy chunk: on a loaded CI machine its first import took over a second.
    await screen.findByText(en.voiceConnecting, undefined, { timeout: 5000 });
    expect(screen.getByRole('status').textContent).toBe(en.voiceConnecting);
    await waitFor(() => expect(fake.calls.start).toHaveBeenCalledWith('self'), { timeout: 5000 });

    fake.emit('state-change', 'joined', 'joining');
    expect(screen.getByRole('status').textContent).toBe(en.voiceListening);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.voiceHangUp }));
    fake.emit('speech-start');
    fake.emit('volume-level', 0.5);
    expect(screen.getByRole('status').textContent).toBe('Ava is speaking');
    expect(screen.getByRole('meter', { name: en.voiceLevel }).getAttribute('aria-valuenow')).toBe('50');
    fake.emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'do you ship' });
    fake.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'do you ship to canada' });
    fake.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Yes, in 3 to 5 days.' });
    const captions = screen.getByRole('list', { name: en.voiceCaptions });
    expect([...captions.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['You: do you ship to canada', 'Ava: Yes, in 3 to 5 days.']);

    fireEvent.click(screen.getByRole('button', { name: en.voiceMute }));
    expect(fake.calls.setMuted).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: en.voiceUnmute }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: en.voiceHangUp }));
    // The call is over, its transcript stays to be read: the visitor goes back to the chat when they choose to.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(en.voiceEnded));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    const transcript = screen.getByRole('list', { name: en.voiceTranscript });
    expect([...transcript.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['You: do you ship to canada', 'Ava: Yes, in 3 to 5 days.']);
    expect(screen.queryByRole('button', { name: en.voiceHangUp })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.voiceBackToChat }));
    expect(screen.queryByRole('region', { name: en.voice })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.voice }));
  });

  it('keeps the whole transcript on screen when the agent ends the call, and calls again from there', async () => {
    const fake = fakeClient();
    renderWidgetWith(fake);
    await startCall(fake);
    joinCall(fake);
    const lines = ['Hi, how can I help?', 'do you ship to canada', 'Yes, in 3 to 5 days.', 'and to mexico', 'Yes, in a week.', 'thanks, bye'];
    lines.forEach((transcript, i) => fake.emit('message', { type: 'transcript', role: i % 2 ? 'user' : 'assistant', transcriptType: 'final', transcript }));
    // While live only the latest lines show.
    expect(screen.getByRole('list', { name: en.voiceCaptions }).querySelectorAll('li')).toHaveLength(4);
    fake.emit('message', { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' } satisfies VoiceMessage);
    fake.emit('call-end');

    expect(screen.getByRole('status').textContent).toBe(en.voiceEnded);
    const transcript = screen.getByRole('list', { name: en.voiceTranscript });
    expect([...transcript.querySelectorAll('li')].map((li) => li.textContent?.replace(/^(You|Ava): /, ''))).toEqual(lines);
    expect(transcript.tabIndex).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: en.voiceCallAgain }));
    await waitFor(() => expect(fake.calls.start).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status').textContent).toBe(en.voiceConnecting);
    expect(screen.getByRole('list', { name: en.voiceCaptions }).querySelectorAll('li')).toHaveLength(0);
  });

  it('keeps what was said on screen when the call is cut off mid-way, and says so', async () => {
    const fake = fakeClient();
    renderWidgetWith(fake);
    await startCall(fake);
    joinCall(fake);
    fake.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'do you ship to canada' });
    fake.emit('error', new TransportError('connection-lost', 'gone'));
    expect(screen.getByRole('status').textContent).toBe(en.voiceCutOff);
    expect(screen.getByRole('list', { name: en.voiceTranscript }).textContent).toBe('You: do you ship to canada');
    fake.emit('call-end');
    expect(screen.getByRole('status').textContent).toBe(en.voiceCutOff);
    fireEvent.click(screen.getByRole('button', { name: en.voiceBackToChat }));
    expect(screen.queryByRole('region', { name: en.voice })).toBeNull();
  });

  it('shows the cards of the products the agent names under the captions, and records a click against the call’s conversation', async () => {
    const fake = fakeClient();
    const reports: { url: string; body: unknown }[] = [];
    const fetcher: typeof fetch = (input, init) => {
      const url = urlOf(input);
      if (url.includes('/events')) {
        reports.push({ url, body: JSON.parse(init?.body as string) });
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return assistantOnly(input, init);
    };
    renderWidgetWith(fake, { fetcher });
    await startCall(fake);
    joinCall(fake);
    expect(screen.queryByRole('list', { name: en.products })).toBeNull();

    fake.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'The brass camping lantern is $7.95.' });
    fake.emit('message', {
      type: 'product-cards',
      products: [
        { id: 7, name: 'Brass Camping Lantern', price: '7.95', currency: 'USD', availability: 'in_stock', imageUrl: null, url: 'https://shop.example/lantern' },
      ],
    } satisfies VoiceMessage);
    const cards = screen.getByRole('list', { name: en.products });
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(cards.textContent).toContain('Brass Camping Lantern');
    expect(cards.textContent).toContain('$7.95');
    expect(cards.textContent).toContain(en.productInStock);
    // Under the call's captions, inside the call panel.
    const captions = screen.getByRole('list', { name: en.voiceCaptions });
    expect(captions.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: en.voice }).contains(cards)).toBe(true);

    const link = screen.getByRole('link', { name: new RegExp(`^${en.viewProduct} ?: Brass Camping Lantern`) });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ url: '/chat/chat_call_1/events', body: { type: 'product_click', productId: 7 } });
  });

  it('turns a refused microphone into text chat with an explanation, not a dead button', async () => {
    const fake = fakeClient();
    renderWidgetWith(fake);
    await startCall(fake);
    fake.emit('error', new MediaDeviceError('microphone-denied', 'permissions', 'Permission denied'));
    expect(screen.getByRole('alert').textContent).toBe(en.voiceMicDenied);
    expect(document.activeElement).toBe(screen.getByLabelText(en.messageLabel));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.voice }).disabled).toBe(false);
  });

  it('names each kind of failure', () => {
    expect(problemOf(new MediaDeviceError('microphone-missing', 'not-found', 'none'))).toBe('voiceMicMissing');
    expect(problemOf(new TransportError('start-failed', 'Voice is not available', { status: 503 }))).toBe('voiceUnavailable');
    expect(problemOf(new TransportError('connection-lost', 'gone'))).toBe('voiceFailed');
  });

  it('keeps the call going when the server reports a passing error mid-call', async () => {
    const fake = fakeClient();
    renderWidgetWith(fake);
    await startCall(fake);
    joinCall(fake);
    fake.emit('error', new ServerError('answer-failed', 'Could not answer, ask again'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: en.voiceHangUp })).toBeTruthy();
    fake.emit('state-change', 'error', 'joined');
    expect(screen.getByRole('alert').textContent).toBe(en.voiceFailed);
  });

  it('says at once that voice is unavailable when the server cannot carry calls', async () => {
    const fake = fakeClient();
    const fetcher: typeof fetch = (input) =>
      Promise.resolve(
        urlOf(input).startsWith('/assistant')
          ? new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: 'Hi!', avatarUrl: null, languages: ['en'], branding: {}, voiceAvailable: false }))
          : new Response('{}', { status: 404 }),
      );
    renderWidgetWith(fake, { fetcher });
    await screen.findByText('Hi!');
    fireEvent.click(screen.getByRole('button', { name: en.voice }));
    expect(screen.getByRole('alert').textContent).toBe(en.voiceUnavailable);
    expect(fake.calls.start).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(en.messageLabel));
  });

  it('continues as a text chat with the person who took the call over: the call’s transcript, then what they write', async () => {
    const fake = fakeClient();
    const stored: string[][] = [];
    let streams = 0;
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    const fetcher: typeof fetch = (input) => {
      const url = urlOf(input);
      if (url.startsWith('/assistant')) return json({ id: '1', name: 'Ava', firstMessage: 'Hi!', avatarUrl: null, languages: ['en'], branding: {} });
      if (url.startsWith('/chat/chat_call_1/stream')) {
        if (++streams > 1) return Promise.resolve(new Response(null, { status: 404 }));
        const member = { role: 'assistant', author: 'human', name: 'Mia', content: 'Hi, Mia here. How can I help?', createdAt: '2026-01-01T00:00:00Z' };
        const events = [
          { type: 'handoff', handoff: { status: 'human', name: 'Mia', business: 'Trail Co' } },
          { type: 'message', message: member },
        ];
        return Promise.resolve(new Response(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')));
      }
      if (url.startsWith('/chat/chat_call_1'))
        return json({
          id: 'chat_call_1',
          messages: [
            { role: 'user', content: 'do you ship to canada', sources: [], products: [] },
            { role: 'assistant', content: 'Yes, in 3 to 5 days.', sources: [], products: [] },
            { role: 'assistant', content: 'Mia from Trail Co is joining you in the chat.', sources: [], products: [] },
          ],
          handoff: { status: 'human', name: 'Mia', business: 'Trail Co' },
        });
      return Promise.resolve(new Response('{}', { status: 404 }));
    };
    const storage = { getItem: () => null, setItem: (key: string, value: string) => void stored.push([key, value]), removeItem: () => {} };
    renderWidgetWith(fake, { fetcher, storage });
    await startCall(fake);
    joinCall(fake);
    // The server's last frame names the conversation; the SDK then ends the call.
    fake.emit('message', { type: 'status-update', status: 'ended', endedReason: 'transferred-to-human', chatId: 'chat_call_1' } satisfies VoiceMessage);
    fake.emit('call-end');

    expect(await screen.findByText('Mia from Trail Co is joining you in the chat.')).toBeTruthy();
    expect(screen.getByText('do you ship to canada')).toBeTruthy();
    expect(await screen.findByText('Hi, Mia here. How can I help?')).toBeTruthy();
    expect(screen.getByTestId('message-human').textContent).toContain('Mia');
    expect(document.querySelector('.voice')).toBeNull();
    // It is the visitor's chat now: kept across the host's pages, and they write to Mia.
    expect(stored).toEqual([['c', 'chat_call_1']]);
    expect(document.activeElement).toBe(screen.getByLabelText(en.messageLabel));
  });
});
