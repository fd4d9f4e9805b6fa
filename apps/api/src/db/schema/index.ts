/**
 * The whole database schema, one file per owning module; importers and drizzle-kit read it from here.
 * Column builders shared by these files live in ./columns and are deliberately not re-exported.
 */
export * from './accounts';
export * from './billing';
export * from './analytics';
export * from './jobs';
export * from './knowledge';
export * from './conversations';
export * from './tools';
export * from './runtime';
export * from './voice';
export * from './webhooks';
export * from './audit';
export * from './email';
export * from './signup';

// Tables owned by a module, re-exported so drizzle-kit sees the whole schema in one place.
export { partnerApplications } from '../../modules/partners/schema';
export { proactiveTriggers } from '../../modules/proactive/schema';
export { agentTestRuns, agentTests, agentTestSuites, agentTestWatch } from '../../modules/agent-tests/schema';
