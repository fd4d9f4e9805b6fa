import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { playwrightPreset } from '@parley/playwright-config';
import { E2E_JWT_SECRET, E2E_PORT } from './tests/constants';

/**
 * End-to-end: Debian's Chromium against the real production server (`apps/api/dist/main.js`)
 * on a fresh PGlite data folder, serving the built dashboard, marketing site and widget. The specs
 * reach it only over HTTP and through the browser.
 */
export default defineConfig(
  playwrightPreset({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    testDir: './tests',
    webServer: {
      command: 'node ../apps/api/dist/main.js',
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PARLEY_DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-e2e-')),
        JWT_SECRET: E2E_JWT_SECRET,
        LOG_LEVEL: 'warn',
        // Every test's browser and API calls come from 127.0.0.1: one address doing the work of many people.
        API_REQUESTS_PER_MINUTE: '6000',
        // The knowledge test scrapes a fixture website served on loopback.
        SCRAPER_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    },
  }),
);
