import type { ScrapedPage } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { operationRoute } from '../../../http/operation-route';
import type { JobQueue } from '../../jobs/job-queue';
import { assertPublicUrl, BlockedAddressError } from '../crawler/network-guard';
import { createScrapingJob, deleteScrapingJob, findScrapingJob, listJobUrls, listScrapingJobs, toStatusDto } from './scrape-job-repository';
import { findRefreshSchedule, rememberRefreshUrl, setRefreshSchedule } from './refresh-repository';
import { nextRefresh } from './schedule';

export interface ScrapingRouteDeps {
  db: Db;
  queue: Pick<JobQueue, 'enqueue'>;
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

export function registerScrapingRoutes(app: FastifyInstance, { db, queue, allowPrivateNetworks }: ScrapingRouteDeps) {
  const jobOr404 = async (organizationId: number, id: number) => {
    const row = await findScrapingJob(db, organizationId, id);
    if (!row) throw AppError.notFound('Scraping job not found');
    return row;
  };

  operationRoute(app, 'startScrape', async ({ caller: { organizationId }, body: { url }, reply }) => {
    await checkTarget(url, allowPrivateNetworks);
    const row = await createScrapingJob(db, queue, organizationId, url);
    await rememberRefreshUrl(db, organizationId, url);
    return reply.code(201).send(toStatusDto(row));
  });

  operationRoute(app, 'listScrapes', async ({ caller: { organizationId } }) => {
    const rows = await listScrapingJobs(db, organizationId);
    return { data: rows.map(toStatusDto) };
  });

  operationRoute(app, 'getScrapeStatus', async ({ caller, params }) => toStatusDto(await jobOr404(caller.organizationId, params.id)));

  operationRoute(app, 'listScrapedPages', async ({ caller, params }) => {
    const job = await jobOr404(caller.organizationId, params.id);
    const rows = await listJobUrls(db, job.id);
    const data: ScrapedPage[] = rows.map((row) => ({ url: row.url, title: row.title, status: row.status, error: row.error }));
    return { data };
  });

  operationRoute(app, 'recrawl', async ({ caller: { organizationId }, params, reply }) => {
    const job = await jobOr404(organizationId, params.id);
    const row = await createScrapingJob(db, queue, organizationId, job.url);
    return reply.code(201).send(toStatusDto(row));
  });

  /** Stops the crawl if it runs, and forgets what it learned. */
  operationRoute(app, 'deleteScrape', async ({ caller: { organizationId }, params, reply }) => {
    const job = await jobOr404(organizationId, params.id);
    await deleteScrapingJob(db, organizationId, job.id);
    return reply.code(204).send();
  });

  operationRoute(app, 'getRefreshSchedule', async ({ caller: { organizationId } }) => {
    const row = await findRefreshSchedule(db, organizationId);
    return { data: { refresh: row?.refresh ?? 'off', url: row?.refreshUrl ?? null, next_refresh_at: row?.nextRefreshAt?.toISOString() ?? null } };
  });

  operationRoute(app, 'setRefreshSchedule', async ({ caller: { organizationId }, body: { refresh } }) => {
    const row = await setRefreshSchedule(db, organizationId, refresh, nextRefresh(refresh));
    return { data: { refresh: row.refresh, url: row.refreshUrl, next_refresh_at: row.nextRefreshAt?.toISOString() ?? null } };
  });
}
