/** Shared by the scraper tests: fake DNS, and the fixture site started and closed around a test file. */
import type { Dispatcher } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { startFixtureSite, type FixtureSite, type FixtureSiteOptions } from '@parley/fixture-site';
import type { Resolver } from './network-guard';

/** Fake DNS: tests never reach a real resolver or the internet. */
export const fakeDns =
  (answers: Record<string, string[]>): Resolver =>
  (host) => {
    const answer = answers[host];
    if (answer === undefined) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(answer);
  };

/**
 * The fixture site for the test file that calls this: started before its tests, and closed after
 * them with every dispatcher the tests handed to `track`. `site` reads the running one.
 */
export function useFixtureSite(options: FixtureSiteOptions = {}): { site: FixtureSite; track: <T extends Dispatcher>(dispatcher: T) => T } {
  let running: FixtureSite | undefined;
  const dispatchers: Dispatcher[] = [];
  const started = () => {
    if (!running) throw new Error('The fixture site starts in beforeAll: read it inside a test.');
    return running;
  };
  beforeAll(async () => {
    running = await startFixtureSite(options);
  });
  afterAll(async () => {
    await Promise.all(dispatchers.map((dispatcher) => dispatcher.close()));
    await running?.close();
  });
  return {
    site: {
      get origin() {
        return started().origin;
      },
      requestedPaths: () => started().requestedPaths(),
      close: () => started().close(),
    },
    track: (dispatcher) => {
      dispatchers.push(dispatcher);
      return dispatcher;
    },
  };
}
