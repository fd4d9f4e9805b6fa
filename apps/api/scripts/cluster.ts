/**
 * Parley on several processes on this machine: N API processes and M workers behind HAProxy.
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… pnpm --filter @parley/api cluster -- --apis 3 --workers 1 --port 8080
 * Every other variable of the README is passed to every process. JWT_SECRET, when unset, is the
 * one kept in PARLEY_DATA_DIR (as a single process would use), so sessions outlive a restart.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/env';
import { startCluster } from '../src/cluster/cluster';

const { values } = parseArgs({
  options: { apis: { type: 'string', default: '3' }, workers: { type: 'string', default: '1' }, port: { type: 'string', default: '8080' } },
});
const env = loadEnv();
if (!env.DATABASE_URL || !env.REDIS_URL) {
  console.error('A cluster shares one PostgreSQL and one Redis: set DATABASE_URL and REDIS_URL.');
  process.exit(1);
}
const passed = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
const cluster = await startCluster({
  apis: Number(values.apis),
  workers: Number(values.workers),
  port: Number(values.port),
  env: { ...passed, JWT_SECRET: env.JWT_SECRET, LOG_LEVEL: env.LOG_LEVEL },
  onOutput: (name, line) => console.info(`[${name}] ${line}`),
});
console.info(`Parley is running at ${cluster.origin} (${values.apis} API processes, ${values.workers} workers, HAProxy in front)`);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
