import { describe, expect, it, vi } from 'vitest';
import { InstanceDestroyedError, TransportError, VoiceClientError } from './errors';
import { WEB_CALL } from './test-kit';
import { joined, settle, setup } from './voice-client-harness';

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
