import { RefreshScheduleSchema, ScrapingJobRequestSchema, type ScrapedPage } from '@parley/api-client/schemas';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { knowledgeChunks, knowledgeSettings, pages, scrapeUrls, scrapingJobs } from '../../../db/schema';
import { AppError } from '../../../errors';
import { validate } from '../../../http/validate';
import type { Queue } from '../../jobs/queue';
import { IdParamsSchema } from '../params';
import { assertPublicUrl, BlockedAddressError } from '../scraper/network-guard';
import { createScrapingJob, findScrapingJob, toStatusDto } from './jobs-store';
import { nextRefresh } from './schedule';

export interface ScrapingRouteDeps {
  db: Db;
  authenticate: Authenticate;
  queue: Pick<Queue, 'enqueue'>;
  allowPrivateNetworks: boolean;
}

/** A hostile or unreachable URL is refused here, before any job exists. */
async function checkTarget(url: string, allowPrivateNetworks: boolean) {
  try {
    await assertPublicUrl(new URL(url), allowPrivateNetworks);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw AppError.invalid('url', error.message);
    throw AppError.invalid('url', `This website cannot be reached: ${(error as Error).message}`);
  }
}

export function registerScrapingRoutes(app: FastifyInstance, { db, authenticate, queue, allowPrivateNetworks }: ScrapingRouteDeps) {
  const base = '/api/v2/scraping_jobs';
  const jobOr404 = async (organizationId: number, id: number) => {
    const row = await findScrapingJob(db, organizationId, id);
    if (!row) throw AppError.notFound('Scraping job not found');
    return row;
  };

  app.post(base, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const { url } = validate(ScrapingJobRequestSchema, request.body);
    await checkTarget(url, allowPrivateNetworks);
    const row = await createScrapingJob(db, queue, organizationId, url);
    await db
      .insert(knowledgeSettings)
      .values({ organizationId, refreshUrl: url })
      .onConflictDoUpdate({ target: knowledgeSettings.organizationId, set: { refreshUrl: url } });
    return reply.code(201).send(toStatusDto(row));
  });

  app.get(base, async (request) => {
    const { organizationId } = await authenticate(request);
    const rows = await db.select().from(scrapingJobs).where(eq(scrapingJobs.organizationId, organizationId)).orderBy(desc(scrapingJobs.id)).limit(20);
    return { data: rows.map(toStatusDto) };
  });

  app.get(`${base}/:id/status`, async (request) => {
    const { organizationId } = await authenticate(request);
    return toStatusDto(await jobOr404(organizationId, validate(IdParamsSchema, request.params).id));
  });

  app.get(`${base}/:id/pages`, async (request) => {
    const { organizationId } = await authenticate(request);
    const job = await jobOr404(organizationId, validate(IdParamsSchema, request.params).id);
    const rows = await db.select().from(scrapeUrls).where(eq(scrapeUrls.jobId, job.id)).orderBy(asc(scrapeUrls.id)).limit(1000);
    const data: ScrapedPage[] = rows.map((row) => ({ url: row.url, title: row.title, status: row.status, error: row.error }));
    return { data };
  });

  app.post(`${base}/:id/recrawl`, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const job = await jobOr404(organizationId, validate(IdParamsSchema, request.params).id);
    const row = await createScrapingJob(db, queue, organizationId, job.url);
    return reply.code(201).send(toStatusDto(row));
  });

  /** Stops the crawl if it runs, and forgets what it learned. */
  app.delete(`${base}/:id`, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const job = await jobOr404(organizationId, validate(IdParamsSchema, request.params).id);
    await db.transaction(async (tx) => {
      const learned = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.organizationId, organizationId), eq(pages.jobId, job.id)));
      if (learned.length) {
        const ids = learned.map((p) => p.id);
        await tx
          .delete(knowledgeChunks)
          .where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.sourceType, 'page'), inArray(knowledgeChunks.sourceId, ids)));
        await tx.delete(pages).where(inArray(pages.id, ids));
      }
      await tx.delete(scrapingJobs).where(eq(scrapingJobs.id, job.id));
    });
    return reply.code(204).send();
  });

  app.get('/api/v1/organizations/current/knowledge/schedule', async (request) => {
    const { organizationId } = await authenticate(request);
    const [row] = await db.select().from(knowledgeSettings).where(eq(knowledgeSettings.organizationId, organizationId));
    return { data: { refresh: row?.refresh ?? 'off', url: row?.refreshUrl ?? null, next_refresh_at: row?.nextRefreshAt?.toISOString() ?? null } };
  });

  app.put('/api/v1/organizations/current/knowledge/schedule', async (request) => {
    const { organizationId } = await authenticate(request);
    const { refresh } = validate(RefreshScheduleSchema, request.body);
    const next = nextRefresh(refresh);
    const [row] = await db
      .insert(knowledgeSettings)
      .values({ organizationId, refresh, nextRefreshAt: next })
      .onConflictDoUpdate({ target: knowledgeSettings.organizationId, set: { refresh, nextRefreshAt: next } })
      .returning();
    return { data: { refresh: row!.refresh, url: row!.refreshUrl, next_refresh_at: row!.nextRefreshAt?.toISOString() ?? null } };
  });
}
