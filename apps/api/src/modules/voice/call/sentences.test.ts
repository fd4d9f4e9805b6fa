import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './protocol';
import { createSentenceSplitter, speakable } from './sentences';
import { summariseCall } from './summary';

describe('sentence splitting for speech', () => {
  it('yields each sentence as soon as it is complete, streamed word by word', () => {
    const splitter = createSentenceSplitter();
    const out: string[] = [];
    for (const word of 'Yes, we ship to Canada. It costs 12.50 USD, e.g. for shoes! Anything else?'.split(/(?<= )/)) out.push(...splitter.push(word));
    expect(out).toEqual(['Yes, we ship to Canada.', 'It costs 12.50 USD, e.g. for shoes!']);
    expect(splitter.end()).toEqual(['Anything else?']);
  });

  it('speaks the first clause of a long first sentence on its own, as soon as it is written, and leaves later sentences whole', () => {
    const splitter = createSentenceSplitter();
    const out: string[] = [];
    const text = 'Trailhead 40L Backpack — $149.00, in stock and ready to ship today. Our returns are free, within thirty days, for any reason.';
    for (const word of text.split(/(?<= )/)) out.push(...splitter.push(word));
    out.push(...splitter.end());
    expect(out).toEqual([
      'Trailhead 40L Backpack —',
      '$149.00, in stock and ready to ship today.',
      'Our returns are free, within thirty days, for any reason.',
    ]);
    // A short first sentence, or a clause of a word or two, stays whole.
    const short = createSentenceSplitter();
    expect([...short.push('Yes, we ship to Canada. '), ...short.end()]).toEqual(['Yes, we ship to Canada.']);
    const tail = createSentenceSplitter();
    expect([...tail.push('We are open every day from nine to six, mostly. '), ...tail.end()]).toEqual(['We are open every day from nine to six, mostly.']);
  });

  it.each([
    // No comma: cut before the first word that starts a phrase of its own.
    ['We send every quote by email within one working day after your visit.', ['We send every quote by email', 'within one working day after your visit.']],
    // A comma too late to wait for: the phrase before it.
    [
      'We reply to every request within one business day and usually much sooner than that, promise.',
      ['We reply to every request', 'within one business day and usually much sooner than that, promise.'],
    ],
    // Nothing that starts a phrase early enough ("and" joins a list as often as clauses): the sentence stays whole.
    [
      'Our fully insured and police checked cleaners bring every single tool needed.',
      ['Our fully insured and police checked cleaners bring every single tool needed.'],
    ],
    // A comma before the phrase limit wins, though the phrase came first as the text streamed in.
    [
      'We deliver to most addresses within the greater city area, and further out on request.',
      ['We deliver to most addresses within the greater city area,', 'and further out on request.'],
    ],
    // A name's capital is no phrase ("Back When Vintage").
    ['You can reach Back When Vintage Clothing on the high street any day.', ['You can reach Back When Vintage Clothing on the high street any day.']],
  ])('cuts a long first sentence without an early comma before a phrase: %s', (text, spoken) => {
    const streamed = createSentenceSplitter();
    expect([...text.split(/(?<= )/).flatMap((word) => streamed.push(word)), ...streamed.end()]).toEqual(spoken);
    const whole = createSentenceSplitter();
    expect([...whole.push(text), ...whole.end()]).toEqual(spoken);
  });

  it('cuts a very long sentence at a comma so the first audio is not held back', () => {
    const splitter = createSentenceSplitter(60);
    const long = 'We have trail shoes, road shoes, hiking boots, sandals, socks, insoles and laces in every size ';
    const out = splitter.push(long);
    expect(out[0]!.length).toBeLessThanOrEqual(60);
    expect(out[0]!.endsWith(',')).toBe(true);
  });

  it.each([
    ['Tokyo Tote costs $7.95.', 'Tokyo Tote costs 7 dollars 95.'],
    ['A check-up is 35,90 € and cleaning £1,249.00.', 'A check-up is 35 euros 90 and cleaning 1249 pounds.'],
    ['Shoes cost 129.00 USD.', 'Shoes cost 129 dollars.'],
    ['Mon–Sat 10:00–18:00, Thursday: 09:00–12:30.', 'Monday to Saturday 10 AM to 6 PM, Thursday: 9 AM to 12:30 PM.'],
    ['Call us on 0761 4589 203.', 'Call us on 0 7 6 1, 4 5 8 9, 2 0 3.'],
    ['Phone: +44 (20) 7946-0958 or 555-0134.', 'Phone: plus 4 4, 2 0, 7 9 4 6, 0 9 5 8 or 5 5 5, 0 1 3 4.'],
    ['We opened on 2024-03-15 and ship in 3 to 5 days, from 1,250 units.', 'We opened on 2024-03-15 and ship in 3 to 5 days, from 1,250 units.'],
  ])('reads prices, times and phone numbers as a person says them, every digit kept: %s', (written, said) => expect(speakable(written)).toBe(said));

  it.each([
    ['See **our** [size guide](https://x.example/sizes) [1].', 'See our size guide .'],
    ['Order at https://shop.example/now today', 'Order at the link in the chat today'],
  ])('does not read markdown, citations or links aloud: %s', (written, said) => expect(speakable(written)).toBe(said));
});

describe('client messages', () => {
  it('accepts every message of the protocol', () => {
    for (const message of [
      { type: 'add-message', message: { role: 'user', content: 'hi' }, triggerResponseEnabled: false },
      { type: 'control', control: 'mute-assistant' },
      { type: 'control', control: 'say-first-message' },
      { type: 'say', content: 'Bye', endCallAfterSpoken: true },
      { type: 'end-call' },
      { type: 'mic-muted', muted: true },
    ]) {
      expect(parseClientMessage(JSON.stringify(message))).toMatchObject({ ok: true });
    }
  });

  it('names what is wrong with a bad message', () => {
    expect(parseClientMessage('{')).toEqual({ ok: false, error: 'Messages must be JSON' });
    /* eslint-disable @typescript-eslint/no-unsafe-assignment -- expect.stringContaining is typed any so it can stand for any value */
    expect(parseClientMessage('{"type":"say","content":"  "}')).toMatchObject({ ok: false, error: expect.stringContaining('content') });
    expect(parseClientMessage('{"type":"fly"}')).toMatchObject({ ok: false, error: expect.stringContaining('type') });
    /* eslint-enable @typescript-eslint/no-unsafe-assignment */
  });
});

describe('end-of-call summary', () => {
  it('says what was asked, the gist of the answer, the knowledge used and how the call ended', () => {
    const summary = summariseCall({
      messages: [
        { role: 'assistant', content: 'Hi! How can I help?', greeting: true },
        { role: 'user', content: 'do you ship internationally' },
        { role: 'assistant', content: 'Yes, we ship to forty countries. Anything else?' },
      ],
      durationSeconds: 75,
      endedReason: 'customer-ended-call',
      sources: ['Shipping FAQ', 'Shipping FAQ'],
      lead: true,
    });
    expect(summary).toBe(
      'Voice call of 1 min 15 s, ended: customer ended call. The visitor asked “do you ship internationally”. The agent answered: Yes, we ship to forty countries. Knowledge used: Shipping FAQ. The visitor left contact details.',
    );
  });

  it('says so when nothing was asked', () => {
    expect(summariseCall({ messages: [], durationSeconds: 4, endedReason: 'customer-disconnected', sources: [], lead: false })).toBe(
      'Voice call of 4 s, ended: customer disconnected. The visitor did not ask anything.',
    );
  });
});
