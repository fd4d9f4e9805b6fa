import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import { readEvents } from './sse';
import { renderWidget, urlOf, inEnglish } from './widget-test-kit';

/** The product link's name (jsdom puts a space between inline elements that browsers do not). */
const productLink = (name: string) => new RegExp(`^${en.viewProduct} ?: ${name} \\(${en.opensInNewTab}\\)$`);

inEnglish();

const stream = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

/** A fetch that answers like the runtime: assistant, then a streamed answer. */
function fakeRuntime(status = 200, branding: Record<string, string> = {}) {
  const calls: { url: string; body?: string; headers: Record<string, string> }[] = [];
  const respond = (url: string, init?: RequestInit): Response => {
    calls.push({ url, body: init?.body as string | undefined, headers: init?.headers as Record<string, string> });
    if (url.startsWith('/assistant'))
      return new Response(
        JSON.stringify({
          id: '1',
          name: 'Ava',
          firstMessage: 'Hi! Ready for the trail?',
          avatarUrl: null,
          languages: ['en'],
          branding,
          suggestions: ['Do you ship to Canada?', 'What is your return policy?'],
        }),
      );
    if (url.includes('/events') || url.includes('/stream')) return new Response(null, { status: 404 });
    if (status !== 200) return new Response('{}', { status });
    const events = [
      { type: 'delta', content: 'We ship ' },
      { type: 'delta', content: 'to Canada.' },
      {
        type: 'done',
        id: 'chat_1',
        output: [{ role: 'assistant', content: 'We ship to Canada.' }],
        sources: [{ type: 'product', id: 3, title: 'Trail Shoe', url: 'https://shop.example/shoe' }],
        products: [
          {
            id: 3,
            name: 'Trail Shoe',
            price: '7.95',
            currency: 'USD',
            availability: 'in_stock',
            imageUrl: 'https://shop.example/shoe.jpg',
            url: 'https://shop.example/shoe',
          },
        ],
        suggestions: ['How long does delivery take?'],
      },
    ];
    // Split mid-event to prove the reader reassembles events across chunks.
    const text = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
    return new Response(stream([text.slice(0, 17), text.slice(17)]), { headers: { 'content-type': 'text/event-stream' } });
  };
  const fetcher = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(urlOf(input), init)));
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
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    renderWidget({ fetcher, apiKey: 'pk_live_x', host: 'https://shop.example', storage: store, storageKey: 'chat', visitorId: 'v1' });
    expect(await screen.findByText('Hi! Ready for the trail?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.messageLabel), { target: { value: 'Do you ship to Canada?' } });
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    expect(await screen.findByText('We ship to Canada.')).toBeTruthy();
    const card = screen.getByTestId('product-card');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('Trail Shoe');
    expect(card.textContent).toContain('$7.95');
    expect(card.textContent).toContain(en.productInStock);
    const link = screen.getByRole('link', { name: productLink('Trail Shoe') });
    expect(link.getAttribute('href')).toBe('https://shop.example/shoe');
    expect(link.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(storage.get('chat')).toBe('chat_1'));
    const sent: unknown = JSON.parse(calls.find((c) => c.url === '/chat')!.body!);
    expect(sent).toMatchObject({ input: 'Do you ship to Canada?', stream: true, metadata: { hostOrigin: 'https://shop.example', visitorId: 'v1' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer pk_live_x');
  });

  it('says so when rate-limited, and keeps what the visitor typed', async () => {
    const { fetcher } = fakeRuntime(429);
    renderWidget({ fetcher });
    const input = screen.getByLabelText<HTMLInputElement>(en.messageLabel);
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    expect(await screen.findByText(en.rateLimited)).toBeTruthy();
    expect(input.value).toBe('hello');
  });

  it('says the assistant is taking a break, politely, when the business has no active plan (402)', async () => {
    const { fetcher } = fakeRuntime(402);
    renderWidget({ fetcher });
    fireEvent.change(screen.getByLabelText<HTMLInputElement>(en.messageLabel), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.paused);
  });
});

describe('ChatWidget settings', () => {
  it('wears the business colours and shows the voice button unless the agent is chat-only', async () => {
    const both = fakeRuntime(200, { primary_color: '#0f766e', text_color: '#111111' });
    const { container, unmount } = renderWidget({ fetcher: both.fetcher });
    await screen.findByText('Hi! Ready for the trail?');
    const panel = container.querySelector('.panel') as HTMLElement;
    expect(panel.style.getPropertyValue('--parley-brand')).toBe('#0f766e');
    expect(panel.style.getPropertyValue('--parley-on-brand')).toBe('#111111');
    expect(screen.getByRole('button', { name: en.voice })).toBeTruthy();
    unmount();

    const chatOnly = fakeRuntime(200, { mode: 'chat', primary_color: 'red;}body{display:none' });
    const view = renderWidget({ fetcher: chatOnly.fetcher });
    await screen.findByText('Hi! Ready for the trail?');
    expect(screen.queryByRole('button', { name: en.voice })).toBeNull();
    expect((view.container.querySelector('.panel') as HTMLElement).style.getPropertyValue('--parley-brand')).toBe('');
  });

  it('reports a product card click with the widget key, and a failed report changes nothing', async () => {
    const { fetcher, calls } = fakeRuntime();
    renderWidget({ fetcher, apiKey: 'pk_live_x', host: 'https://shop.example' });
    fireEvent.change(screen.getByLabelText(en.messageLabel), { target: { value: 'Shoes?' } });
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    const card = await screen.findByRole('link', { name: productLink('Trail Shoe') });
    card.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(card);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/events'))).toBe(true));
    const report = calls.find((c) => c.url.includes('/events'))!;
    expect(report.url).toBe('/chat/chat_1/events?host=https%3A%2F%2Fshop.example');
    expect(JSON.parse(report.body!)).toEqual({ type: 'product_click', productId: 3 });
    expect(report.headers.authorization).toBe('Bearer pk_live_x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ChatWidget on a returning visit and on a plain http page', () => {
  it('shows the product cards of the conversation it picks up again', async () => {
    const fetcher = vi.fn((input: RequestInfo | URL) => {
      if (urlOf(input).startsWith('/assistant'))
        return Promise.resolve(new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: 'Hi!', avatarUrl: null, languages: ['en'], branding: {} })));
      const conversation = new Response(
        JSON.stringify({
          id: 'chat_9',
          messages: [
            { role: 'user', content: 'How much is the shoe?', sources: [], products: [] },
            {
              role: 'assistant',
              content: 'The Trail Shoe is 24.90 EUR.',
              sources: [{ type: 'product', id: 3, title: 'Trail Shoe', url: null }],
              products: [
                { id: 3, name: 'Trail Shoe', price: '24.90', currency: 'EUR', availability: 'in_stock', imageUrl: null, url: 'https://shop.example/shoe' },
              ],
            },
          ],
        }),
      );
      return Promise.resolve(conversation);
    });
    const store = { getItem: () => 'chat_9', setItem: () => {}, removeItem: () => {} };
    renderWidget({ fetcher, storage: store });
    expect(await screen.findByText('The Trail Shoe is 24.90 EUR.')).toBeTruthy();
    expect(screen.getByTestId('product-card').textContent).toContain('€24.90');
    expect(screen.getByRole('link', { name: productLink('Trail Shoe') })).toBeTruthy();
  });

  it('explains that voice needs a secure page instead of failing, and leaves the visitor in text chat', async () => {
    const { fetcher } = fakeRuntime();
    vi.stubGlobal('isSecureContext', false);
    try {
      renderWidget({ fetcher, voice: { apiKey: 'k' } });
      await screen.findByText('Hi! Ready for the trail?');
      fireEvent.click(screen.getByRole('button', { name: en.voice }));
      expect(screen.getByRole('alert').textContent).toBe(en.voiceInsecure);
      expect(document.activeElement).toBe(screen.getByLabelText(en.messageLabel));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ChatWidget quick replies', () => {
  it('offers the business’s starter questions, sends one on click, then offers the related ones', async () => {
    const { fetcher, calls } = fakeRuntime();
    renderWidget({ fetcher });
    const group = await screen.findByRole('group', { name: en.quickReplies });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Do you ship to Canada?', 'What is your return policy?']);
    fireEvent.click(screen.getByRole('button', { name: 'Do you ship to Canada?' }));
    expect(await screen.findByText('We ship to Canada.')).toBeTruthy();
    expect(JSON.parse(calls.find((c) => c.url === '/chat')!.body!)).toMatchObject({ input: 'Do you ship to Canada?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'How long does delivery take?' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'What is your return policy?' })).toBeNull();
  });
});

describe('ChatWidget with a person of the team', () => {
  /** A returning visit to chat_5, whose stream says Mia joined and writes; `/handoff` and `DELETE` answer as the runtime does. */
  function teamRuntime({ joins = true } = {}) {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
    let streams = 0;
    const fetcher = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, headers: init?.headers as Record<string, string> });
      if (url.startsWith('/assistant'))
        return Promise.resolve(new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: 'Hi!', avatarUrl: null, languages: ['en'], branding: {} })));
      if (url.includes('/stream')) {
        streams += 1;
        if (streams > 1 || !joins) return Promise.resolve(new Response(null, { status: 404 }));
        const events = [
          { type: 'handoff', handoff: { status: 'agent' } },
          { type: 'handoff', handoff: { status: 'human', name: 'Mia', business: 'Trail Co' } },
          {
            type: 'message',
            message: { role: 'assistant', author: 'human', name: 'Mia', content: 'Hi, Mia here. How can I help?', createdAt: '2026-01-01T00:00:00Z' },
          },
        ];
        return Promise.resolve(new Response(stream([events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')])));
      }
      if (url.includes('/handoff')) return Promise.resolve(new Response(JSON.stringify({ handoff: { status: 'requested' } })));
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(
        new Response(JSON.stringify({ id: 'chat_5', messages: [{ role: 'user', content: 'Hello', sources: [], products: [] }], handoff: { status: 'agent' } })),
      );
    });
    return { fetcher: fetcher as unknown as typeof fetch, calls };
  }

  it('asks for a person, hears who joined and what they write, under their name', async () => {
    const { fetcher, calls } = teamRuntime();
    const store = { getItem: () => 'chat_5', setItem: () => {}, removeItem: () => {} };
    renderWidget({ fetcher, storage: store });
    expect(await screen.findByText('Hi, Mia here. How can I help?')).toBeTruthy();
    expect(screen.getByTestId('handoff-notice').textContent).toBe('Mia from Trail Co joined the chat');
    expect(screen.getByTestId('message-human').textContent).toContain('Mia');
    // While Mia holds the conversation there is nobody else to ask for.
    expect(screen.queryByRole('button', { name: en.askPerson })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/chat/chat_5/stream'))).toBe(true);
  });

  it('asks for a person with the button, and says the team was asked', async () => {
    const { fetcher, calls } = teamRuntime({ joins: false });
    const store = { getItem: () => 'chat_5', setItem: () => {}, removeItem: () => {} };
    renderWidget({ fetcher, storage: store });
    expect(await screen.findByText('Hello')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.askPerson }));
    expect(await screen.findByText(en.personRequested)).toBeTruthy();
    const asked = calls.find((c) => c.url.includes('/handoff'))!;
    expect(asked).toMatchObject({ url: '/chat/chat_5/handoff', method: 'POST' });
    // No body, so no JSON content type: the server refuses an empty body that claims to be JSON.
    expect(asked.headers['content-type']).toBeUndefined();
    // Asked once: the button waits for the team instead of ringing again.
    expect(screen.queryByRole('button', { name: en.askPerson })).toBeNull();
  });

  it('deletes the conversation only after the visitor confirms', async () => {
    const { fetcher, calls } = teamRuntime({ joins: false });
    const removed: string[] = [];
    const store = { getItem: () => 'chat_5', setItem: () => {}, removeItem: (k: string) => void removed.push(k) };
    renderWidget({ fetcher, storage: store });
    expect(await screen.findByText('Hello')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.deleteChat }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: en.deleteYes }));
    expect(await screen.findByText(en.deleted)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/chat/chat_5');
    expect(removed).toEqual(['c']);
    expect(screen.queryByText('Hello')).toBeNull();
  });
});
