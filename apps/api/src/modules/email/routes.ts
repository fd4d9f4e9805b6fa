import type { NotificationPreferences } from '@parley/contract';
import { directionOf } from '@parley/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { escapeHtml } from '../../http/html';
import { operationRoute } from '../../http/operation-route';
import { createPreferencesRepository, type EffectivePreferences } from './preferences';
import { translator } from './templates';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export interface EmailRouteOptions {
  db: Db;
  /** Verifies unsubscribe tokens (JWT_SECRET). */
  secret: string;
  /** Whether this server sends email (SMTP_URL is set). */
  emailEnabled: boolean;
}

const INVALID_LINK =
  'This unsubscribe link is not valid: it may have been cut short. Open it again from the email, or turn emails off in your account settings.';

const toDto = (preferences: EffectivePreferences, emailEnabled: boolean): NotificationPreferences => ({
  new_lead: preferences.newLead,
  handoff_request: preferences.handoffRequest,
  daily_digest: preferences.dailyDigest,
  timezone: preferences.timezone,
  email: preferences.email,
  email_enabled: emailEnabled,
});

/** The signed-in member's email choices, and the unsubscribe link of every email (a page, and RFC 8058's one-click POST). */
export function registerEmailRoutes(app: FastifyInstance, { db, secret, emailEnabled }: EmailRouteOptions) {
  const preferences = createPreferencesRepository(db);
  const own = async (userId: number) => {
    const found = await preferences.find(userId);
    if (!found) throw AppError.notFound('You are not a member of an organization');
    return found;
  };

  operationRoute(app, 'getNotificationPreferences', async ({ caller }) => ({ data: toDto(await own(caller.userId), emailEnabled) }));

  operationRoute(app, 'updateNotificationPreferences', async ({ caller, body: { notifications } }) => {
    const current = await own(caller.userId);
    if (notifications.timezone !== undefined && !(await preferences.knowsTimeZone(notifications.timezone))) {
      throw AppError.invalid('notifications.timezone', `${notifications.timezone} is not a time zone this server knows (try a name like Europe/Madrid)`);
    }
    await preferences.update(caller.userId, current.organizationId, {
      newLead: notifications.new_lead,
      handoffRequest: notifications.handoff_request,
      dailyDigest: notifications.daily_digest,
      timezone: notifications.timezone,
    });
    return { data: toDto(await own(caller.userId), emailEnabled) };
  });

  /** Turns the token's kind off; the member (null once their account is gone: nothing to send them either). */
  const unsubscribe = async (token: string) => {
    const verified = verifyUnsubscribeToken(secret, token);
    if (!verified) throw new AppError('bad_request', INVALID_LINK);
    await preferences.turnOff(verified.userId, verified.kind);
    return { ...verified, language: await preferences.languageOf(verified.userId) };
  };

  operationRoute(app, 'unsubscribeFromEmail', async ({ query, reply }) => {
    const { kind, language } = await unsubscribe(query.token);
    const { t, lng } = translator(language);
    const html = `<!doctype html>
<html lang="${lng}" dir="${directionOf(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t('unsubscribed.title'))}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f6fb;color:#111827}main{max-inline-size:28rem;margin:3rem auto;background:#fff;border-radius:16px;padding:2rem}h1{font-size:1.4rem;margin-block-start:0}a{color:#4338ca}</style></head>
<body><main><h1>${escapeHtml(t('unsubscribed.title'))}</h1><p>${escapeHtml(t('unsubscribed.body', { kind: t(`kinds.${kind}`) }))}</p>
<p><a href="/dashboard/account#notifications">${escapeHtml(t('unsubscribed.settings'))}</a></p></main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` form-encoded; the token in the URL is all that counts.
  // eslint-disable-next-line @typescript-eslint/require-await -- an async Fastify plugin is done when it returns; a sync one would have to call done()
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    operationRoute(scope, 'unsubscribeFromEmailOneClick', async ({ query }) => {
      const { kind } = await unsubscribe(query.token);
      return { data: { unsubscribed: true as const, kind } };
    });
  });
}
