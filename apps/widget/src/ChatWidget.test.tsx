import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import { createChatApi } from './chat-api';
import { ChatWidget } from './ChatWidget';
import { readEvents } from './sse';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { widget: en } }, ns: ['widget'], defaultNS: 'widget' });
});
afterEach(cleanup);

const stream = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

/** A fetch that answers like the runtime: assistant, then a streamed answer. */
function fakeRuntime(status = 200) {
  const calls: { url: string; body?: string; headers: Record<string, string> }[] = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body as string | undefined, headers: init?.headers as Record<string, string> });
    if (String(url).startsWith('/assistant')) return new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: 'Hi! Ready for the trail?', avatarUrl: null, languages: ['en'], branding: {} }));
    if (status !== 200) return new Response('{}', { status });
    const events = [
      { type: 'delta', content: 'We ship ' },
      { type: 'delta', content: 'to Canada.' },
      { type: 'done', id: 'chat_1', output: [{ role: 'assistant', content: 'We ship to Canada.' }], sources: [{ type: 'product', id: 3, title: 'Trail Shoe', url: 'https://shop.example/shoe' }] },
    ];
    // Split mid-event to prove the reader reassembles events across chunks.
    const text = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
    return new Response(stream([text.slice(0, 17), text.slice(17)]), { headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

describe('sse reader', () => {
  it('parses events split across chunks', async () => {
    const seen = [];
    for await (const event of readEvents<{ n: number }>(stream(['data: {"n":', '1}\n\ndata: {"n":2}\n', '\n']))) seen.push(event.n);
    expect(seen).toEqual([1, 2]);
  });
});

describe('ChatWidget', () => {
  it('greets, streams the answer, shows product cards and keeps the conversation id', async () => {
    const { fetcher, calls } = fakeRuntime();
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    render(<ChatWidget api={createChatApi({ apiKey: 'pk_live_x', host: 'https://shop.example', fetcher })} storage={store} storageKey="chat" visitorId="v1" />);
    expect(await screen.findByText('Hi! Ready for the trail?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.messageLabel), { target: { value: 'Do you ship to Canada?' } });
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    expect(await screen.findByText('We ship to Canada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Trail Shoe · ${en.viewProduct}` }).getAttribute('href')).toBe('https://shop.example/shoe');
    await waitFor(() => expect(storage.get('chat')).toBe('chat_1'));
    const sent = JSON.parse(calls.find((c) => c.url === '/chat')!.body!);
    expect(sent).toMatchObject({ input: 'Do you ship to Canada?', stream: true, metadata: { hostOrigin: 'https://shop.example', visitorId: 'v1' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer pk_live_x');
  });

  it('says so when rate-limited, and keeps what the visitor typed', async () => {
    const { fetcher } = fakeRuntime(429);
    render(<ChatWidget api={createChatApi({ apiKey: 'k', fetcher })} storage={{ getItem: () => null, setItem: () => {}, removeItem: () => {} }} storageKey="c" visitorId="v" />);
    const input = screen.getByLabelText(en.messageLabel) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    expect(await screen.findByText(en.rateLimited)).toBeTruthy();
    expect(input.value).toBe('hello');
  });
});
