import type { Authenticate } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import type { agents } from '../../db/schema';
import type { MemberService } from '../accounts/members';
import type { JobQueue } from '../jobs/job-queue';
import type { AgentVoice } from './shapes';

export interface VoiceApiDeps {
  db: Db;
  /** The dashboard's bearer JWT: Vapi's "private key" is the owner's token on Parley. */
  authenticate: Authenticate;
  /** Uploaded files are processed in the background, as the dashboard's documents are. */
  queue: Pick<JobQueue, 'enqueue'>;
  /** The team, shared with the dashboard's `/members` routes (and their token-cache invalidation). */
  members: MemberService;
  /** The agent's voice as calls use it; defaults to Parley's own voice of that name. */
  voiceOf?: (agent: typeof agents.$inferSelect) => AgentVoice;
}
