import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransportError, ValidationError } from './errors';
import type { VoiceMessage } from './protocol';
import { joined, setup } from './voice-client-harness';

describe('VoiceClient: during a call', () => {
  it('forwards transcripts (partial and final), model output, speech updates, tool calls and product cards', async () => {
    const { transport, messages } = await joined();
    const incoming: VoiceMessage[] = [
      { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'how much' },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'how much is pro' },
      { type: 'speech-update', role: 'assistant', status: 'started' },
      { type: 'model-output', output: 'Pro is' },
      { type: 'tool-calls', toolCalls: [{ id: 't1', type: 'function', function: { name: 'check_stock', arguments: { sku: 'TS-100' } } }] },
      {
        type: 'product-cards',
        products: [{ id: 7, name: 'Pro plan', price: '49.00', currency: 'USD', availability: 'in_stock', imageUrl: null, url: 'https://shop.example/pro' }],
      },
      { type: 'status-update', status: 'in-progress' },
    ];
    for (const message of incoming) transport().sink.message(message);
    expect(messages).toEqual(incoming);
  });

  it('drops reports from a transport whose call is over', async () => {
    const { client, transport, messages } = await joined();
    const stale = transport();
    await client.stop();
    const count = messages.length;
    stale.sink.message({ type: 'model-output', output: 'late' });
    stale.sink.error(new TransportError('connection-lost', 'late'), true);
    expect(messages).toHaveLength(count);
    expect(client.state).toBe('left');
  });

  it('send() passes add-message and control messages; say() sends a say', async () => {
    const { client, transport } = await joined();
    expect(client.send({ type: 'add-message', message: { role: 'system', content: 'Be brief' }, triggerResponseEnabled: false })).toBe(true);
    expect(client.send({ type: 'control', control: 'mute-assistant' })).toBe(true);
    expect(client.send({ type: 'control', control: 'say-first-message' })).toBe(true);
    expect(client.say('Goodbye!', true)).toBe(true);
    expect(transport().sent).toEqual([
      { type: 'add-message', message: { role: 'system', content: 'Be brief' }, triggerResponseEnabled: false },
      { type: 'control', control: 'mute-assistant' },
      { type: 'control', control: 'say-first-message' },
      { type: 'say', content: 'Goodbye!', endCallAfterSpoken: true },
    ]);
  });

  it('send() refuses malformed messages and returns false without a call', () => {
    const { client } = setup();
    expect(() => client.send({ type: 'control', control: 'explode' } as never)).toThrow(ValidationError);
    expect(() => client.send({ type: 'add-message', message: { role: 'user', content: '  ' } })).toThrow(ValidationError);
    expect(() => client.say('')).toThrow(ValidationError);
    expect(client.send({ type: 'control', control: 'unmute-assistant' })).toBe(false);
    expect(client.say('hi')).toBe(false);
  });

  it('mute set before the call applies when it joins; isMuted follows; the end resets it', async () => {
    const { client, transports } = setup();
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    expect(transports[0]?.muted).toBe(false);
    transports[0]?.connecting.resolve();
    await started;
    expect(transports[0]?.muted).toBe(true);
    client.setMuted(false);
    expect(transports[0]?.muted).toBe(false);
    expect(client.isMuted()).toBe(false);
    client.setMuted(true);
    await client.stop();
    expect(client.isMuted()).toBe(false);
  });

  it('switches devices during a call', async () => {
    const { client, transport } = await joined();
    await client.setInputDevicesAsync({ audioDeviceId: 'usb-mic' });
    await client.setOutputDeviceAsync({ outputDeviceId: 'headset' });
    expect(transport().calls).toEqual(['connect', 'input:usb-mic', 'output:headset']);
  });

  it('sets the agent volume between 0 and 2 only', async () => {
    const { client, transport } = await joined();
    client.setAgentVolume(1.5);
    expect(transport().volume).toBe(1.5);
    expect(() => client.setAgentVolume(2.5)).toThrow(ValidationError);
    expect(() => client.setAgentVolume(-0.1)).toThrow(ValidationError);
  });
});

describe("VoiceClient: speaking detection (spec §9) on the agent's audio", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('emits volume every 100 ms, speech-start above 0.01 and speech-end after 1 s of silence', async () => {
    const { client, transport, events } = await joined();
    const volumes: number[] = [];
    client.on('volume-level', (v) => volumes.push(v));
    transport().level = 0.03;
    await vi.advanceTimersByTimeAsync(100);
    expect(volumes).toEqual([0.2]);
    expect(events.at(-1)).toBe('speech-start');
    transport().level = 0.3;
    await vi.advanceTimersByTimeAsync(100);
    expect(volumes.at(-1)).toBe(1);
    transport().level = 0.005;
    await vi.advanceTimersByTimeAsync(900);
    expect(events).not.toContain('speech-end');
    transport().level = 0.02; // a word inside the second: speech goes on
    await vi.advanceTimersByTimeAsync(100);
    transport().level = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).not.toContain('speech-end');
    await vi.advanceTimersByTimeAsync(100);
    expect(events.filter((e) => e.startsWith('speech'))).toEqual(['speech-start', 'speech-end']);
  });

  it('stops polling when the call ends', async () => {
    const { client, transport } = await joined();
    const volumes: number[] = [];
    client.on('volume-level', (v) => volumes.push(v));
    transport().level = 0.05;
    await vi.advanceTimersByTimeAsync(100);
    await client.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(volumes).toHaveLength(1);
  });
});

describe('VoiceClient: message order', () => {
  it('holds messages that arrive while joining until after call-start', async () => {
    const { client, transport, transports, events } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    transport().sink.message({ type: 'status-update', status: 'in-progress' });
    expect(events).not.toContain('message:status-update');
    transport().connecting.resolve();
    await started;
    expect(events.slice(-2)).toEqual(['call-start', 'message:status-update']);
    expect(client.state).toBe('joined');
  });
});
