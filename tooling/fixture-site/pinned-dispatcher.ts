import { Agent, buildConnector, type Dispatcher } from 'undici';

/**
 * A dispatcher that connects every request to the fixture server whatever host the URL names, so
 * a test can pretend "http://shop.example/" (whose DNS it fakes) is served by the fixture.
 */
export function createPinnedDispatcher(origin: string): Dispatcher {
  const target = new URL(origin);
  const connect = buildConnector({});
  return new Agent({
    connect: (options, callback) => connect({ ...options, hostname: target.hostname, host: target.host, port: target.port, protocol: 'http:' }, callback),
  });
}
