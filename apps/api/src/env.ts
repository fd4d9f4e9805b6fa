import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_COMMON_WORDS } from './modules/voice/recognition/speech-model';

/** A switch written `true` or `false` in the environment, read as a boolean. */
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
const stripePriceId = z
  .string()
  .regex(/^price_/, 'must be a Stripe price id (price_…)')
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PARLEY_DATA_DIR: z.string().min(1).default('./.data'),
  /**
   * Embedded PGlite on a thread of its own (db/pglite-thread.ts), so its statements never hold the
   * event loop: live calls' audio and other requests go on meanwhile (bench-voice's 20 calls: loop
   * delay p99 16–17 ms with it, 22–25 without; budget 20). It costs ~40 MB (bench-embedded-memory:
   * highest 342–384 MB with it, 285–361 without; budget 400). `false` keeps PGlite on the server's thread.
   */
  PARLEY_DB_THREAD: flag('true'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** PostgreSQL waits, in milliseconds: to connect, for one statement, for a lock. Past them a request answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Redis (redis:// or rediss://), shared by every API and worker process: request limits, login
   * lockouts, message limits and cache invalidations count and travel across them. Unset: one
   * process's memory (the embedded default). While it is away, limits count per process.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Days the live widget and agent changes keep working without an active plan: after signup, and after a plan lapses. */
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().min(0).max(365).default(7),
  /** On SIGTERM: how long in-flight requests, voice calls and jobs get to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_VOICE_MONTHLY: stripePriceId,
  STRIPE_PRICE_VOICE_YEARLY: stripePriceId,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `inline`: the API process also runs background jobs; `off`: only `worker` processes do. */
  PARLEY_WORKER: z.enum(['inline', 'off']).default('inline'),
  /** Jobs one process runs at once (default: 2 inline in the API, 4 in a `worker` process); an organization gets one slot per kind. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How long a worker may go silent before another takes its jobs over (after kill -9 or a hang). */
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  SCRAPER_ALLOW_PRIVATE_NETWORKS: flag('false'),
  /** Lets tool webhooks reach loopback and private addresses (development and tests only). */
  TOOLS_ALLOW_PRIVATE_NETWORKS: flag('false'),
  /** Lets the organizations' outgoing webhooks reach loopback and private addresses (development and tests only). */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: flag('false'),
  /**
   * Email notifications (new leads, handoff requests, the daily digest) through this SMTP server:
   * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. Unset: no email is sent.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of those emails, `Name <address>`. */
  EMAIL_FROM: z.string().min(3).max(200).default('Parley <no-reply@localhost>'),
  /** An OpenAI-compatible chat completions API; without it the retrieval responder answers. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** An OpenAI-compatible embeddings API: with it (and pgvector), retrieval is hybrid. */
  EMBEDDINGS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
  /**
   * Which proxies' X-Forwarded-For is believed (the visitor address behind per-visitor limits):
   * `loopback` (a proxy on the same host), `true` (any: only behind a proxy that overwrites the
   * header), `false`, a hop count, or addresses and CIDR ranges separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
      if (v === 'true' || v === 'false') return v === 'true';
      // A hop count: believe that many proxies in front of this server, as proxy-addr does.
      if (/^\d+$/.test(v)) return (_address: string, hop: number) => hop < Number(v);
      return v;
    }),
  /** Requests one client address may make to the API per minute (the apps' static files do not count). */
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Messages one widget key may send per minute per server process (all its visitors together). */
  RUNTIME_KEY_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Voice: Deepgram streaming speech-to-text for every agent that does not choose otherwise. */
  DEEPGRAM_API_KEY: z.string().min(1).optional(),
  DEEPGRAM_BASE_URL: z.url({ protocol: /^wss?$/ }).optional(),
  /** Voice: ElevenLabs text-to-speech (preferred over OpenAI when both keys are set). */
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ELEVENLABS_VOICE_ID: z.string().min(1).optional(),
  /** Voice: OpenAI text-to-speech (`/v1/audio/speech`; any compatible server through OPENAI_BASE_URL). */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Voice, embedded recogniser: how many everyday English words each business's speech model
   * holds besides the business's own (speech-model.ts, DEFAULT_COMMON_WORDS says why 6,000).
   */
  VOICE_COMMON_WORDS: z.coerce.number().int().min(1_000).max(20_000).default(DEFAULT_COMMON_WORDS),
  PARLEY_SEED_DEMO: flag('true'),
  /** The fictional businesses behind the public demo routes (/trump, /tippsy-demo, …). */
  PARLEY_SEED_SHOWCASE: flag('true'),
  /** Comma-separated sign-in emails of Parley staff: they may read partner applications (GET /api/v1/partner_applications). */
  PARLEY_STAFF_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
});

export type Env = z.infer<typeof EnvSchema> & { JWT_SECRET: string; PARLEY_DATA_DIR: string };

/** Reads and validates the environment once; a bad value names the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const dataDir = resolve(result.data.PARLEY_DATA_DIR);
  return { ...result.data, PARLEY_DATA_DIR: dataDir, JWT_SECRET: result.data.JWT_SECRET ?? persistedSecret(dataDir) };
}

/** Without JWT_SECRET, a secret is generated once and kept in the data folder. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
