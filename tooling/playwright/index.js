import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a downloaded browser: CHROMIUM_PATH, else `command -v chromium`.
 * The flags keep it from reaching out to hosts this machine cannot reach.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH');
  }
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/**
 * @param {{ baseURL: string, webServer?: import('@playwright/test').PlaywrightTestConfig['webServer'], testDir?: string }} options
 * @returns {import('@playwright/test').PlaywrightTestConfig}
 */
export function playwrightPreset({ baseURL, webServer, testDir = './e2e' }) {
  return {
    testDir,
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: process.env.CI ? [['list']] : [['list']],
    use: {
      baseURL,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer,
  };
}
