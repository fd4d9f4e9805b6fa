import { BrowserAudioIO } from '../audio/browser-audio';
import { TransportError } from '../errors';
import { DailyTransport } from './daily-transport';
import { transportKindFor, type TransportFactory } from './transport';
import { WebSocketTransport } from './websocket-transport';

/** Picks the transport by the server's `webCallUrl`: `ws(s)://` → media socket, `https://…daily.co…` → Daily. */
export const defaultTransportFactory: TransportFactory = (call, sink) => {
  switch (transportKindFor(call.webCallUrl)) {
    case 'websocket':
      return new WebSocketTransport(call, sink, { audio: new BrowserAudioIO() });
    case 'daily':
      return new DailyTransport(call, sink);
    default:
      throw new TransportError('transport-unsupported', `The server returned a webCallUrl this SDK cannot join: ${call.webCallUrl.split('?')[0]}`);
  }
};
