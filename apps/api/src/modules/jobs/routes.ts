import type { FailedJob as FailedJobDto } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import type { JobTargets } from './handlers';
import type { FailedJob, JobQueue } from './job-queue';

const toDto = (job: FailedJob): FailedJobDto => ({
  id: job.id,
  kind: job.kind,
  ref_id: job.refId,
  error: job.error,
  attempts: job.attempts,
  failed_at: job.failedAt.toISOString(),
});

/** The dead-letter list of the organization's background jobs, and a retry for one of them. */
export function registerJobRoutes(
  app: FastifyInstance,
  { queue, targets }: { queue: Pick<JobQueue, 'listFailed' | 'retry'>; targets: Pick<JobTargets, 'reopen'> },
) {
  operationRoute(app, 'listFailedJobs', async ({ caller: { organizationId } }) => ({ data: (await queue.listFailed(organizationId)).map(toDto) }));

  operationRoute(app, 'retryJob', async ({ caller: { organizationId }, params, reply }) => {
    // Only a dead-lettered job of this organization: another's id is as unknown as a made-up one.
    const job = (await queue.listFailed(organizationId)).find((failed) => failed.id === params.id);
    if (!job) throw AppError.notFound('Failed job not found');
    // The row first: the retried job must find its crawl or document pending, not failed.
    await targets.reopen(job.kind, organizationId, job.refId);
    if (!(await queue.retry(organizationId, job.id))) throw AppError.notFound('Failed job not found');
    return reply.code(204).send();
  });
}
