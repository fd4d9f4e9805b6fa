import { describe, expect, expectTypeOf, it } from 'vitest';
import { isOutgoingMessage, parseServerMessage, parseWebCall, type ProductCard } from './protocol';
import { reconnectDelay, resumeUrl } from './transport/reconnect';
import { transportKindFor } from './transport/transport';

const LANTERN: ProductCard = {
  id: 7,
  name: 'Brass Camping Lantern',
  price: '7.95',
  currency: 'USD',
  availability: 'in_stock',
  imageUrl: 'https://shop.example/lantern.jpg',
  url: 'https://shop.example/lantern',
};

describe('server messages', () => {
  it.each([
    { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'hi' },
    { type: 'speech-update', role: 'assistant', status: 'started' },
    { type: 'model-output', output: 'Hello' },
    { type: 'tool-calls', toolCalls: [] },
    { type: 'product-cards', products: [LANTERN, { ...LANTERN, id: 8, price: null, currency: null, imageUrl: null, url: null, availability: 'unknown' }] },
    { type: 'clear-audio' },
    { type: 'error', code: 'answer-failed', message: 'Please ask again.' },
    { type: 'call-ready', callId: 'call_1', resumeToken: 'r' },
  ])('parses $type', (message) => {
    expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
  });
  it.each([
    'not json',
    '[]',
    '{"type":"future-thing"}',
    '{"type":"transcript","role":"robot","transcriptType":"final","transcript":"x"}',
    '{"type":"status-update"}',
    '{"type":"toString"}',
  ])('returns null for %s', (text) => expect(parseServerMessage(text)).toBeNull());
  it.each([
    ['no product list', {}],
    ['a price as a number (prices are exact decimal strings)', { products: [{ ...LANTERN, price: 7.95 }] }],
    ['an unknown availability', { products: [{ ...LANTERN, availability: 'maybe' }] }],
    ['a card without its id', { products: [{ ...LANTERN, id: undefined }] }],
  ])('refuses product-cards with %s', (_, fields) => {
    expect(parseServerMessage(JSON.stringify({ type: 'product-cards', ...fields }))).toBeNull();
  });
  it('types product-cards: the cards narrow from the message type, no any', () => {
    const message = parseServerMessage(JSON.stringify({ type: 'product-cards', products: [LANTERN] }));
    if (message?.type !== 'product-cards') throw new Error('expected product-cards');
    expectTypeOf(message.products).toEqualTypeOf<ProductCard[]>();
    expectTypeOf(message.products[0]!.price).toEqualTypeOf<string | null>();
    expect(message.products[0]!.price).toBe('7.95');
  });
});

describe('web call response', () => {
  it('keeps the fields and extras of a valid answer', () => {
    const body = { id: 'call_1', webCallUrl: 'wss://x/call/1/media?token=t', artifactPlan: { videoRecordingEnabled: false }, status: 'queued', chatId: 'c1' };
    expect(parseWebCall(body)).toEqual(body);
  });
  it('refuses an answer without a webCallUrl', () => {
    expect(parseWebCall({ id: 'call_1' })).toBeNull();
    expect(parseWebCall({ id: 'call_1', webCallUrl: 'x', assistant: 'nope' })).toBeNull();
  });
});

describe('outgoing messages', () => {
  it('accepts add-message and the three controls only', () => {
    expect(isOutgoingMessage({ type: 'add-message', message: { role: 'user', content: 'hi' } })).toBe(true);
    for (const control of ['mute-assistant', 'unmute-assistant', 'say-first-message']) expect(isOutgoingMessage({ type: 'control', control })).toBe(true);
    expect(isOutgoingMessage({ type: 'end-call' })).toBe(false);
    expect(isOutgoingMessage({ type: 'add-message', message: { role: 'tool', content: 'hi' } })).toBe(false);
  });
});

describe('transport choice and resume', () => {
  it('chooses the transport from the webCallUrl', () => {
    expect(transportKindFor('wss://api.parley.test/call/1/media?token=t')).toBe('websocket');
    expect(transportKindFor('ws://127.0.0.1:3000/call/1/media?token=t')).toBe('websocket');
    expect(transportKindFor('https://vapi.daily.co/abc')).toBe('daily');
    expect(transportKindFor('https://example.com/room')).toBeNull();
  });
  it('backs off exponentially up to 2 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([250, 500, 1000, 2000, 2000, 2000]);
  });
  it('builds the resume URL from the call URL without its token', () => {
    expect(resumeUrl('wss://h/call/c1/media?token=abc', 'r/1')).toBe('wss://h/call/c1/media?resume=r%2F1');
  });
});
