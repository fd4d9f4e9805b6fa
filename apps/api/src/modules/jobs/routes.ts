import type { FailedJob as FailedJobDto } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
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
export function registerJobRoutes(app: FastifyInstance, { queue }: { queue: Pick<JobQueue, 'listFailed' | 'retry'> }) {
  operationRoute(app, 'listFailedJobs', async ({ caller: { organizationId } }) => ({ data: (await queue.listFailed(organizationId)).map(toDto) }));

  operationRoute(app, 'retryJob', async ({ caller: { organizationId }, params, reply }) => {
    // The queue only retries a dead-lettered job of this organization: another's id is as unknown as a made-up one.
    if (!(await queue.retry(organizationId, params.id))) throw AppError.notFound('Failed job not found');
    return reply.code(204).send();
  });
}
