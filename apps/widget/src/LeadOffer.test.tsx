import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import { renderWidget, urlOf, inEnglish } from './widget-test-kit';

inEnglish();

const DONT_KNOW = "I'm sorry, I don't know that. Leave your email here and the team will get back to you.";

/** Server-sent events as the runtime streams them. */
const events = (...list: object[]) =>
  new Response(list.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });

/**
 * A runtime whose answers are `answers` in turn, each `[text, offerLead]`: the offer is the server's
 * field on the `done` event, whatever the words say.
 */
function runtime(answers: [string, boolean][]) {
  const calls: { url: string; method?: string; body?: string; headers: Record<string, string> }[] = [];
  let turn = 0;
  const fetcher = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    calls.push({ url, method: init?.method, body: init?.body as string | undefined, headers: init?.headers as Record<string, string> });
    if (url.startsWith('/assistant')) return Promise.resolve(new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: null, branding: {} })));
    if (url.endsWith('/lead')) return Promise.resolve(new Response('{"ok":true}', { status: 201 }));
    if (url.includes('/stream')) return Promise.resolve(new Response(null, { status: 404 }));
    const [content, offerLead] = answers[turn++]!;
    return Promise.resolve(
      events(
        { type: 'delta', content },
        { type: 'done', id: 'chat_1', output: [{ role: 'assistant', content }], sources: [], products: [], ...(offerLead && { offerLead }) },
      ),
    );
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

async function ask(question: string) {
  const input = screen.getByLabelText(en.messageLabel);
  fireEvent.change(input, { target: { value: question } });
  // The composer's own button: an open lead form has a "Send" of its own.
  fireEvent.click(within(input.closest('form')!).getByRole('button', { name: en.send }));
  await waitFor(() => expect(screen.getAllByTestId('message-assistant').at(-1)!.querySelector('.typing')).toBeNull());
}

const leadForm = () => screen.queryByRole('form', { name: en.leadTitle });

describe('the lead form, as the server offers it', () => {
  it('opens under the answer whose done event offers it, and not under one that does not, whatever their words', async () => {
    // The same words twice: only the server's field opens the form (no reading of the text).
    const { fetcher } = runtime([
      [DONT_KNOW, false],
      [DONT_KNOW, true],
      ['We open at nine.', false],
    ]);
    renderWidget({ fetcher });
    await ask('Do you sell saddles?');
    expect(leadForm()).toBeNull();
    await ask('Do you rent kayaks?');
    const form = leadForm()!;
    expect(form).toBeTruthy();
    // In the transcript, right after the answer that offered it.
    const answers = screen.getAllByTestId('message-assistant');
    expect(answers.at(-1)!.nextElementSibling).toBe(form);
    expect(within(form).getByLabelText(en.email)).toBeTruthy();
    // Offered, not asked for: the visitor's typing is not interrupted.
    expect(document.activeElement).not.toBe(within(form).getByLabelText(en.name));
    // One form: asked for again, it moves from under the answer to the end of the chat.
    await ask('When do you open?');
    fireEvent.click(screen.getByRole('button', { name: en.leadButton }));
    expect(screen.getAllByRole('form', { name: en.leadTitle })).toHaveLength(1);
    expect(screen.getAllByTestId('message-assistant').at(-1)!.nextElementSibling).toBe(leadForm());
  });

  it('after a lead is left, says thank you as a line of the transcript, and the chat goes on with no button that closes the widget', async () => {
    const { fetcher, calls } = runtime([
      [DONT_KNOW, true],
      ['We open at nine.', false],
    ]);
    const onClose = vi.fn();
    renderWidget({ fetcher, onClose });
    await ask('Do you rent kayaks?');
    const form = leadForm()!;
    fireEvent.change(within(form).getByLabelText(en.email), { target: { value: 'sam@example.com' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: en.submitLead }));

    const thanks = await screen.findByText(en.leadThanks);
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/lead'))!.body!)).toMatchObject({ email: 'sam@example.com', consent: true });
    expect(leadForm()).toBeNull();
    // A line of the transcript (the log), not a panel pinned above the input.
    expect(screen.getByRole('log').contains(thanks)).toBe(true);
    // The only "Close chat" is the header's; nothing next to the thank-you closes the widget.
    expect(screen.getAllByRole('button', { name: en.close })).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    // The chat goes on, and the thank-you scrolls up with it.
    await ask('When do you open?');
    expect(screen.getByText('We open at nine.')).toBeTruthy();
    expect(thanks.compareDocumentPosition(screen.getByText('We open at nine.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(en.leadThanks)).toBe(thanks);
  });

  it('opens at the end of the chat, focused, when the visitor asks for it', async () => {
    const { fetcher } = runtime([['We open at nine.', false]]);
    renderWidget({ fetcher });
    await ask('When do you open?');
    fireEvent.click(screen.getByRole('button', { name: en.leadButton }));
    const form = leadForm()!;
    expect(screen.getAllByTestId('message-assistant').at(-1)!.nextElementSibling).toBe(form);
    expect(document.activeElement).toBe(within(form).getByLabelText(en.name));
  });
});

describe('the widget’s icons', () => {
  it('draws the voice button’s icon as SVG, hidden from assistive technology, with the name on the button', async () => {
    const { fetcher } = runtime([]);
    renderWidget({ fetcher, voice: { apiKey: 'k' } });
    const button = await screen.findByRole('button', { name: en.voice });
    const icon = button.querySelector('svg')!;
    expect(icon).toBeTruthy();
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    // No emoji, which systems without an emoji font draw as an empty box.
    expect(button.textContent).toBe('');
  });
});

describe('the widget frame’s requests', () => {
  it('carry the frame’s header, its proof where the browser sends no fetch metadata (Parley on plain http)', async () => {
    const { fetcher, calls } = runtime([['We open at nine.', false]]);
    renderWidget({ fetcher });
    await ask('When do you open?');
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.headers['x-parley-widget']).toBe('1');
  });
});
