import type { FailedJob as FailedJobDto } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { isKnowledgeJob, type FailedJob, type JobQueue, type JobTargets, type KnowledgeJobKind } from './job-queue';

const toDto = (job: FailedJob & { kind: KnowledgeJobKind }): FailedJobDto => ({
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
  // The knowledge's jobs only: a webhook delivery or an email that failed shows in its own log.
  const failedKnowledgeJobs = async (organizationId: number) =>
    (await queue.listFailed(organizationId)).filter((job): job is FailedJob & { kind: KnowledgeJobKind } => isKnowledgeJob(job.kind));

  operationRoute(app, 'listFailedJobs', async ({ caller: { organizationId } }) => ({ data: (await failedKnowledgeJobs(organizationId)).map(toDto) }));

  operationRoute(app, 'retryJob', async ({ caller: { organizationId }, params, reply }) => {
    // Only a dead-lettered job of this organization: another's id is answered like a made-up one.
    const job = (await failedKnowledgeJobs(organizationId)).find((failed) => failed.id === params.id);
    if (!job) throw AppError.notFound('Failed job not found');
    // The row first: the retried job must find its crawl or document pending, not failed.
    await targets.reopen(job.kind, organizationId, job.refId);
    if (!(await queue.retry(organizationId, job.id))) throw AppError.notFound('Failed job not found');
    return reply.code(204).send();
  });
}
