import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SUPPORTED_LANGUAGES } from '@parley/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API: never answered with an app page. */
export const API_PATH = /^\/(api|signup|login|logout|invitations|healthz|locales|webhooks|call|chat|session|assistant)(\/|$|\?)/;

/** App pages whose paths share a prefix with an endpoint (POST /login, POST /chat). */
const PAGES_ON_API_PATHS = new Set(['/login', '/chat/login']);
export const isApiPath = (path: string) => API_PATH.test(path) && !PAGES_ON_API_PATHS.has(path.replace(/\/+$/, ''));

export const MARKETING_PAGES = ['demos', 'pricing', 'faq', 'examples', 'manifesto', 'partnerships', 'privacy', 'terms'];

/** Repo root: apps/api/src/http → ../../../.. ; apps/api/dist → ../../.. */
function repoRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return here.endsWith(join('src', 'http')) ? join(here, '..', '..', '..', '..') : join(here, '..', '..', '..');
}

export function localesDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@parley/i18n/package.json')), 'locales');
}

export function registerLocales(app: FastifyInstance) {
  const dir = localesDir();
  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', async (request, reply) => {
    const { lng, file } = request.params;
    const ns = file.replace(/\.json$/, '');
    const path = join(dir, lng, `${ns}.json`);
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(lng) || !/^[a-z-]+$/.test(ns) || !file.endsWith('.json') || !existsSync(path)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(readFileSync(path));
  });
}

/**
 * The policy of one of Parley's pages: scripts only from Parley's origin and the page's own inline
 * scripts by their SHA-256 (no 'unsafe-inline', no 'unsafe-eval'); frames only of Parley's widget;
 * never framed itself. Styles may be inline (React style attributes); they cannot run code.
 */
export function contentSecurityPolicy(page: string, connectSources: readonly string[] = []): string {
  const hashes = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    )
    .filter((hash, i, all) => all.indexOf(hash) === i);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "media-src 'self' data: blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * How the built apps' files are served: the build's .br or .gz beside each asset
 * (scripts/precompress.mjs) to a browser that accepts it, about a third of the bytes without
 * compressing on every request; hashed files cached for a year. `path` is the file sent, so it
 * may end in .br or .gz.
 */
export const assetServing = {
  preCompressed: true,
  // Otherwise `send` writes its own `public, max-age=0` over ours after setHeaders runs.
  cacheControl: false,
  setHeaders: (reply: { setHeader: (k: string, v: string) => void }, path: string) => {
    reply.setHeader(
      'cache-control',
      /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png)(\.br|\.gz)?$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    reply.setHeader('vary', 'accept-encoding');
  },
};

/** Serves the built apps in production: marketing pages, widget, loader, dashboard SPA fallback. */
export function registerStaticApps(
  app: FastifyInstance,
  options: { sentryDsn?: string; widgetFrameAncestors?: (key: string | undefined) => Promise<string> } = {},
) {
  // The dashboard reports browser errors to Sentry when it was built with VITE_SENTRY_DSN.
  const sentry = options.sentryDsn ?? process.env.VITE_SENTRY_DSN;
  const connectSources = sentry && URL.canParse(sentry) ? [new URL(sentry).origin] : [];
  const root = repoRoot();
  const dist = {
    dashboard: join(root, 'apps/dashboard/dist'),
    marketing: join(root, 'apps/marketing/dist'),
    widget: join(root, 'apps/widget/dist'),
    loader: join(root, 'packages/widget-loader/dist'),
  };
  for (const [name, path] of Object.entries(dist)) {
    if (!existsSync(path)) app.log.warn({ path }, `${name} is not built; its pages are not served`);
  }

  if (existsSync(dist.dashboard)) {
    app.register(fastifyStatic, { root: dist.dashboard, prefix: '/', index: false, wildcard: false, ...assetServing });
  }
  if (existsSync(dist.widget)) {
    app.register(fastifyStatic, { root: dist.widget, prefix: '/embed/', decorateReply: false, ...assetServing });
    // The widget page may be framed only where its key may be used (the organization's sites).
    const { widgetFrameAncestors } = options;
    if (widgetFrameAncestors) {
      app.addHook('onSend', async (request, reply, payload) => {
        const path = request.url.split('?')[0];
        if (request.method === 'GET' && (path === '/embed/' || path === '/embed/index.html')) {
          const key = new URLSearchParams(request.url.split('?')[1] ?? '').get('apiKey') ?? undefined;
          reply.header('content-security-policy', await widgetFrameAncestors(key));
        }
        return payload;
      });
    }
  }
  // The loader, and the proactive-message script it adds only for an agent with a trigger on.
  for (const [path, file] of [
    ['/widget.js', 'loader.global.js'],
    ['/widget-proactive.js', 'proactive.global.js'],
  ] as const) {
    const script = join(dist.loader, file);
    app.get(path, (_request, reply) => {
      if (!existsSync(script)) return reply.code(404).send({ error: 'Not found' });
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(readFileSync(script));
    });
  }

  /** `''`, `pricing`, `ar`, `ar/pricing`: only known pages and languages, so a path can never escape dist. */
  const marketingFile = (page: string) => {
    const [first = '', second] = page.split('/');
    const isLanguage = (SUPPORTED_LANGUAGES as readonly string[]).includes(first);
    const name = isLanguage ? (second ?? '') : first;
    if (page.split('/').length > (isLanguage ? 2 : 1) || (name !== '' && !MARKETING_PAGES.includes(name))) return undefined;
    const file = join(dist.marketing, isLanguage ? first : '', name, 'index.html');
    return existsSync(file) ? file : undefined;
  };
  for (const file of ['sitemap.xml', 'robots.txt']) {
    app.get(`/${file}`, (_request, reply) => {
      const path = join(dist.marketing, file);
      if (!existsSync(path)) return reply.code(404).send({ error: 'Not found' });
      return reply
        .type(file.endsWith('.xml') ? 'application/xml' : 'text/plain')
        .header('cache-control', 'no-cache')
        .send(readFileSync(path));
    });
  }
  const dashboardIndex = join(dist.dashboard, 'index.html');

  // Parley's own pages: a strict Content-Security-Policy (inline scripts by hash, no eval), and never
  // framed by another site (clickjacking); only the widget's /embed/ is.
  const policies = new Map<string, { policy: string; body: Buffer }>();
  const html = (reply: FastifyReply, file: string) => {
    let page = policies.get(file);
    if (!page) {
      const body = readFileSync(file);
      page = { body, policy: contentSecurityPolicy(body.toString('utf8'), connectSources) };
      policies.set(file, page);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', page.policy)
      .send(page.body);
  };

  // GET /chat/:id (a conversation, for widget keys) would take this page's path.
  app.get('/chat/login', (_request, reply) => (existsSync(dashboardIndex) ? html(reply, dashboardIndex) : reply.code(404).send({ error: 'Not found' })));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml || isApiPath(path)) return reply.code(404).send({ error: 'Not found' });
    const file = marketingFile(path.replace(/^\/+|\/+$/g, ''));
    if (file) return html(reply, file);
    if (existsSync(dashboardIndex)) return html(reply, dashboardIndex);
    return reply.code(404).send({ error: 'Not found' });
  });
}
