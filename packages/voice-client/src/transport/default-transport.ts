import { primeAudioContext } from '../audio/audio-context';
import { BrowserAudioIO } from '../audio/browser-audio';
import { TransportError } from '../errors';
import { DailyTransport } from './daily-transport';
import type { WebCall } from '../protocol';
import { transportKindFor, type Transport, type TransportFactory, type TransportSink } from './transport';
import { WebSocketTransport } from './websocket-transport';

function createTransport(call: WebCall, sink: TransportSink): Transport {
  switch (transportKindFor(call.webCallUrl)) {
    case 'websocket':
      return new WebSocketTransport(call, sink, { audio: new BrowserAudioIO() });
    case 'daily':
      return new DailyTransport(call, sink);
    default:
      throw new TransportError('transport-unsupported', `The server returned a webCallUrl this SDK cannot join: ${call.webCallUrl.split('?')[0]}`);
  }
}

/**
 * Picks the transport by the server's `webCallUrl`: `ws(s)://` → media socket, `https://…daily.co…`
 * → Daily. `prepare` unlocks audio inside the click that started the call (Safari).
 */
export const defaultTransportFactory: TransportFactory = Object.assign(createTransport, { prepare: primeAudioContext });
