import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { operationRoute } from '../../http/operation-route';
import { createPartnerRepository } from './repository';
import { createPartnerService } from './service';
import { fieldErrors, PartnerApplicationRequestSchema } from './validation';

export const PARTNER_APPLICATIONS_PATH = '/api/v1/partner_applications';

export interface PartnerRouteDeps {
  db: Db;
  /** Lower-case sign-in emails of Parley staff (PARLEY_STAFF_EMAILS). */
  staffEmails: readonly string[];
  emailOf: (userId: number) => Promise<string>;
  /** Applications one address may send per window; a person sends one, a script sends hundreds. */
  rateLimit?: { max: number; timeWindow: string };
}

/** Where the plain-HTML form (no JavaScript) comes back to: the partnerships page in its language. */
const pageOf = (language: unknown) =>
  typeof language === 'string' && /^(es|ar|he|ja|zh-Hans|zh-Hant)$/.test(language) ? `/${language}/partnerships/` : '/partnerships/';

/** The `language` field of a form post that failed validation, if it has one. */
const languageOf = (body: unknown) => (typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined);

/**
 * POST (public): the partnerships form, as JSON from its script or as a plain HTML form post.
 * GET (staff only): the applications, newest first.
 */
export function registerPartnerRoutes(app: FastifyInstance, deps: PartnerRouteDeps) {
  const service = createPartnerService({ repo: createPartnerRepository(deps.db), staffEmails: deps.staffEmails, emailOf: deps.emailOf });
  const rateLimit = deps.rateLimit ?? { max: 5, timeWindow: '15 minutes' };

  // eslint-disable-next-line @typescript-eslint/require-await -- an async Fastify plugin is done when it returns; a sync one would have to call done()
  app.register(async (scope) => {
    // Without JavaScript the browser posts the form url-encoded; this scope reads that too.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    // Not operationRoute: a refused application is answered 400 with one message per field (or a 303
    // back to the page for a plain form post), not operation validation's 422; and it has its own rate limit.
    scope.post(PARTNER_APPLICATIONS_PATH, { config: { rateLimit } }, async (request, reply: FastifyReply) => {
      const fromPlainForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const parsed = PartnerApplicationRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        if (fromPlainForm)
          return reply
            .code(303)
            .header('location', `${pageOf(languageOf(request.body))}#form-error`)
            .send();
        return reply.code(400).send({ error: 'Please correct the highlighted fields', fields: fieldErrors(parsed.error) });
      }
      await service.apply(parsed.data);
      if (fromPlainForm)
        return reply
          .code(303)
          .header('location', `${pageOf(parsed.data.language)}#sent`)
          .send();
      return reply.code(201).send({ data: { received: true } });
    });
  });

  operationRoute(app, 'listPartnerApplications', async ({ caller, query: { page, per_page } }) => {
    const { data, total } = await service.list(caller, page, per_page);
    return { data, meta: { page, per_page, total } };
  });
}
