import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstanceDestroyedError, MediaDeviceError, TransportError, ValidationError, VoiceClientError } from './errors';
import type { VoiceClientEvents } from './events';
import type { VoiceMessage } from './protocol';
import { fakeFetch, ScriptedTransport, WEB_CALL } from './test-kit';
import { MISSING_TARGET_MESSAGE } from './validation';
import { VoiceClient, type VoiceClientOptions } from './voice-client';

/** A client wired to a fake server and scripted transports, recording every event in order. */
function setup(options: Partial<VoiceClientOptions> = {}, respond?: () => Response | Promise<Response>) {
  const server = fakeFetch(respond);
  const transports: ScriptedTransport[] = [];
  const client = new VoiceClient({
    apiKey: 'pk_live_123',
    baseUrl: 'https://api.parley.test/',
    fetch: server.fetch,
    transport: (call, sink) => {
      const transport = new ScriptedTransport(call, sink);
      transports.push(transport);
      return transport;
    },
    ...options,
  });
  const events: string[] = [];
  const messages: VoiceMessage[] = [];
  const errors: VoiceClientError[] = [];
  const names: (keyof VoiceClientEvents)[] = ['call-start', 'call-end', 'speech-start', 'speech-end'];
  for (const name of names) client.on(name, () => events.push(name));
  client.on('message', (message) => {
    messages.push(message);
    events.push(`message:${message.type}`);
  });
  client.on('error', (error) => {
    errors.push(error);
    events.push(`error:${error.code}`);
  });
  client.on('state-change', (state) => events.push(`state:${state}`));
  const transport = () => {
    const last = transports.at(-1);
    if (!last) throw new Error('no transport was created');
    return last;
  };
  return { client, server, transports, transport, events, messages, errors };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function joined(options: Partial<VoiceClientOptions> = {}) {
  const kit = setup(options);
  const started = kit.client.start('self');
  await vi.waitFor(() => expect(kit.transports).toHaveLength(1));
  kit.transport().connecting.resolve();
  await started;
  return { ...kit, started };
}

describe('VoiceClient: starting a call', () => {
  it('moves new → loading → joining → joined, posts /call/web with the key and emits call-start', async () => {
    const { client, server, transport, events, started } = await joined({ metadata: { hostOrigin: 'https://shop.test' } });
    expect(await started).toEqual(WEB_CALL);
    expect(client.state).toBe('joined');
    expect(events).toEqual(['state:loading', 'state:joining', 'state:joined', 'call-start']);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.url).toBe('https://api.parley.test/call/web');
    expect(request?.init.method).toBe('POST');
    expect(new Headers(request?.init.headers).get('authorization')).toBe('Bearer pk_live_123');
    expect(request?.body).toEqual({ assistantId: 'self', metadata: { hostOrigin: 'https://shop.test' } });
    expect(transport().call).toEqual(WEB_CALL);
    expect(client.call).toEqual(WEB_CALL);
  });

  it('sends inline configs and ids in their own fields', async () => {
    const { client, server } = setup();
    void client.start({ name: 'Ava' }, { firstMessage: 'Hi!' }, 'squad_1', { nodes: [] }, { metadata: { language: 'fr' } });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]?.body).toEqual({
      assistant: { name: 'Ava' },
      assistantOverrides: { firstMessage: 'Hi!' },
      squadId: 'squad_1',
      workflow: { nodes: [] },
      metadata: { language: 'fr' },
    });
  });

  it('accepts a squad or a workflow alone', async () => {
    const { client, server } = setup();
    void client.start(undefined, undefined, undefined, 'wf_1');
    await vi.waitFor(() => expect(server.requests[0]?.body).toEqual({ workflowId: 'wf_1' }));
  });

  it(`rejects with "${MISSING_TARGET_MESSAGE}" without calling the server or changing state`, async () => {
    const { client, server, events } = setup();
    await expect(client.start()).rejects.toThrow(new ValidationError(MISSING_TARGET_MESSAGE));
    await expect(client.start('', undefined, '')).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
    expect(client.state).toBe('new');
    expect(events).toEqual([]);
  });

  it('rejects metadata that is over 4096 characters', async () => {
    const { client } = setup();
    await expect(client.start('self', undefined, undefined, undefined, { metadata: { note: 'x'.repeat(5000) } })).rejects.toThrow(/4096/);
  });

  it('gives a concurrent start() the same promise and makes one call', async () => {
    const { client, server, transports } = setup();
    const first = client.start('self');
    const second = client.start('other');
    expect(second).toBe(first);
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    expect(server.requests).toHaveLength(1);
  });

  it('ignores start() while a call is on air', async () => {
    const { client, server, started } = await joined();
    expect(client.start('self')).toBe(started);
    expect(server.requests).toHaveLength(1);
    expect(client.state).toBe('joined');
  });

  it("reports call-start-progress for the request and forwards the transport's steps", async () => {
    const { client, transports } = setup();
    const progress: string[] = [];
    client.on('call-start-progress', (p) => {
      expect(typeof p.timestamp).toBe('number');
      progress.push(`${p.stage}:${p.status}`);
    });
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    transports[0]?.sink.progress({ stage: 'microphone', status: 'completed' });
    transports[0]?.connecting.resolve();
    await started;
    expect(progress).toEqual(['request:started', 'request:completed', 'microphone:completed']);
  });

  it('passes chosen devices to the transport', async () => {
    const { client, transports } = setup();
    await client.setInputDevicesAsync({ audioDeviceId: 'mic-2' });
    await client.setOutputDeviceAsync({ outputDeviceId: 'spk-3' });
    void client.start('self');
    await vi.waitFor(() => expect(transports[0]?.devices).toEqual({ audioDeviceId: 'mic-2', outputDeviceId: 'spk-3' }));
  });
});

describe('VoiceClient: start failures', () => {
  it("emits a typed error with the server's message, ends in error and can start again", async () => {
    const { client, events, errors } = setup({}, () =>
      Response.json({ error: 'voice_unavailable', message: 'Voice is not available on this server; please use text chat.' }, { status: 503 }),
    );
    await expect(client.start('self')).resolves.toBeNull();
    expect(events).toEqual(['state:loading', 'error:start-failed', 'state:error']);
    expect(errors[0]).toBeInstanceOf(TransportError);
    expect(errors[0]?.message).toBe('Voice is not available on this server; please use text chat.');
    expect((errors[0] as TransportError).status).toBe(503);
    expect(client.call).toBeNull();
    // clean-up done: a new start is a new call
    void client.start('self');
    expect(client.state).toBe('loading');
  });

  it('treats an unexpected /call/web body as a protocol error', async () => {
    const { client, errors } = setup({}, () => Response.json({ id: 42 }, { status: 201 }));
    await expect(client.start('self')).resolves.toBeNull();
    expect(errors[0]?.code).toBe('protocol-error');
    expect(client.state).toBe('error');
  });

  it('reports a refused microphone as microphone-denied and releases the transport', async () => {
    const { client, transport, transports, errors, events } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    const denied = MediaDeviceError.fromCameraErrorType('permissions');
    transport().connecting.reject(denied);
    await expect(started).resolves.toBeNull();
    expect(errors).toEqual([denied]);
    expect(errors[0]).toMatchObject({ code: 'microphone-denied', type: 'permissions', fallbackToText: true });
    expect(events).toEqual(['state:loading', 'state:joining', 'error:microphone-denied', 'state:error']);
    expect(transport().disconnects).toBe(1);
  });

  it('wraps a non-SDK failure of the transport in a TransportError', async () => {
    const { client, transport, transports, errors } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    transport().connecting.reject(new Error('boom'));
    await started;
    expect(errors[0]).toBeInstanceOf(TransportError);
    expect(errors[0]?.code).toBe('connect-failed');
  });

  it('fails with transport-unsupported when the factory cannot join the URL', async () => {
    const { client, errors } = setup({
      transport: () => {
        throw new TransportError('transport-unsupported', 'nope');
      },
    });
    await client.start('self');
    expect(errors[0]?.code).toBe('transport-unsupported');
    expect(client.state).toBe('error');
  });
});

describe('VoiceClient: ending a call', () => {
  it('on stop(): hangs up, emits call-end then status-update ended customer-ended-call, then cleans up', async () => {
    const { client, transport, events, messages } = await joined();
    events.length = 0;
    await client.stop();
    expect(transport().disconnects).toBe(1);
    expect(events).toEqual(['state:left', 'call-end', 'message:status-update']);
    expect(messages.at(-1)).toEqual({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    expect(client.state).toBe('left');
    expect(client.call).toBeNull();
  });

  it('stop() during loading cancels the request; start() resolves null without an error', async () => {
    let release!: () => void;
    const { client, events, transports } = setup(
      {},
      () => new Promise<Response>((resolve) => (release = () => resolve(Response.json(WEB_CALL, { status: 201 })))),
    );
    const started = client.start('self');
    await settle();
    await client.stop();
    release();
    await expect(started).resolves.toBeNull();
    expect(transports).toHaveLength(0);
    expect(events).toEqual(['state:loading', 'state:left', 'call-end', 'message:status-update']);
  });

  it('stop() during joining really stops: the transport is disconnected and the call never joins', async () => {
    const { client, transport, transports, events } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    expect(client.state).toBe('joining');
    await client.stop();
    await expect(started).resolves.toBeNull();
    expect(transport().disconnects).toBe(1);
    expect(client.state).toBe('left');
    expect(events).not.toContain('call-start');
    expect(events.filter((e) => e.startsWith('error'))).toEqual([]);
  });

  it('a transport that connects after stop() is ignored', async () => {
    const { client, transport, transports, events } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    const stopping = client.stop();
    transport().connecting.resolve();
    await stopping;
    await expect(started).resolves.toBeNull();
    expect(events).not.toContain('state:joined');
  });

  it('stop() with no call is a no-op', async () => {
    const { client, events } = setup();
    await client.stop();
    expect(client.state).toBe('new');
    expect(events).toEqual([]);
  });

  it('when the server ends the call, its status-update is forwarded once and the call leaves', async () => {
    const { client, transport, events, messages } = await joined();
    events.length = 0;
    transport().sink.message({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    transport().sink.ended('assistant-ended-call');
    await vi.waitFor(() => expect(client.state).toBe('left'));
    expect(events).toEqual(['message:status-update', 'state:left', 'call-end']);
    expect(messages.filter((m) => m.type === 'status-update')).toEqual([{ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }]);
    expect(transport().disconnects).toBe(1);
  });

  it('a transport that ends without a status-update still yields one, with its reason', async () => {
    const { client, transport, messages } = await joined();
    transport().sink.ended('left-meeting');
    await vi.waitFor(() => expect(client.state).toBe('left'));
    expect(messages.at(-1)).toEqual({ type: 'status-update', status: 'ended', endedReason: 'left-meeting' });
  });

  it('a fatal transport error ends the call: error, error state, call-end, clean-up', async () => {
    const { client, transport, events } = await joined();
    events.length = 0;
    transport().sink.error(new TransportError('connection-lost', 'lost'), true);
    await vi.waitFor(() => expect(client.state).toBe('error'));
    expect(events).toEqual(['error:connection-lost', 'state:error', 'call-end']);
    expect(transport().disconnects).toBe(1);
  });

  it('a nonfatal error is reported and the call goes on', async () => {
    const { client, transport, errors } = await joined();
    transport().sink.error(new VoiceClientError('server-error', 'The agent could not answer. Please ask again.'), false);
    expect(errors.map((e) => e.code)).toEqual(['server-error']);
    expect(client.state).toBe('joined');
  });

  it('can start a new call after the last one left', async () => {
    const { client, server, transports } = await joined();
    await client.stop();
    const again = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(2));
    transports[1]?.connecting.resolve();
    await expect(again).resolves.toEqual(WEB_CALL);
    expect(server.requests).toHaveLength(2);
    expect(client.state).toBe('joined');
  });
});

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

  it('send() refuses malformed messages and returns false without a call', async () => {
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

describe('VoiceClient: destroyed instances', () => {
  it('destroy() hangs up a call in progress', async () => {
    const { client, events } = await joined();
    await client.destroy();
    expect(events).toContain('call-end');
    expect(client.destroyed).toBe(true);
  });

  it('throws InstanceDestroyedError from every method in strict mode (the default)', async () => {
    const { client } = setup();
    await client.destroy();
    expect(() => client.start('self')).toThrow(InstanceDestroyedError);
    await expect(client.stop()).rejects.toThrow(/Use after destroy: stop\(\)/);
    expect(() => client.send({ type: 'control', control: 'mute-assistant' })).toThrow(InstanceDestroyedError);
    expect(() => client.setMuted(true)).toThrow(InstanceDestroyedError);
    expect(() => client.isMuted()).toThrow(InstanceDestroyedError);
  });

  it('warns and does nothing when strict mode is off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, server } = setup({ strictMode: false });
    await client.destroy();
    await expect(client.start('self')).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Use after destroy: start()'));
  });
});

describe('VoiceClient: options', () => {
  it('requires an apiKey and an http(s) baseUrl', () => {
    expect(() => new VoiceClient({ apiKey: '', baseUrl: 'https://x.test' })).toThrow(ValidationError);
    expect(() => new VoiceClient({ apiKey: 'k', baseUrl: 'ftp://x.test' })).toThrow(/baseUrl/);
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

describe('VoiceClient: audio unlock', () => {
  it("calls the transport factory's prepare() synchronously inside start(), before the request", () => {
    const order: string[] = [];
    const factory = Object.assign((call: typeof WEB_CALL, sink: ConstructorParameters<typeof ScriptedTransport>[1]) => new ScriptedTransport(call, sink), {
      prepare: () => order.push('prepare'),
    });
    const client = new VoiceClient({
      apiKey: 'k',
      baseUrl: 'https://api.parley.test',
      transport: factory,
      fetch: (async () => {
        order.push('fetch');
        return Response.json(WEB_CALL, { status: 201 });
      }) as typeof fetch,
    });
    void client.start('self');
    expect(order[0]).toBe('prepare'); // already, synchronously, and before the request
  });
});

describe('VoiceClient: overlapping endings', () => {
  it('a stop() while a fatal error is being handled ends the call once', async () => {
    const { client, transport, events } = await joined();
    let releaseDisconnect!: () => void;
    transport().disconnect = () => new Promise<void>((resolve) => (releaseDisconnect = resolve));
    events.length = 0;
    transport().sink.error(new TransportError('connection-lost', 'lost'), true);
    const stopping = client.stop();
    releaseDisconnect();
    await stopping;
    await settle();
    expect(events.filter((e) => e === 'call-end')).toHaveLength(1);
    expect(['left', 'error']).toContain(client.state);
  });
});
