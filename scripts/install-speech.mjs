#!/usr/bin/env node
/**
 * The voice pipeline's embedded speech tools: PocketSphinx (speech to text, with its US English
 * model) and Flite (text to speech), from Debian's packages. `pnpm start` runs this first and it
 * installs them where it can: apt-get present and either root or password-less sudo. Anywhere
 * else it says what to install and the product starts anyway (the server says voice is missing,
 * and the widget offers text chat). It never fails the start.
 *
 * PARLEY_INSTALL_SPEECH=false skips it (a production image that ships the packages, or none).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['pocketsphinx', 'pocketsphinx-en-us', 'flite'];
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const ready = () => onPath('pocketsphinx_continuous') && onPath('flite') && existsSync(MODEL_DIR);

function main() {
  if (process.env.PARLEY_INSTALL_SPEECH === 'false' || ready()) return;
  const hint = `apt-get install ${PACKAGES.join(' ')}`;
  if (process.platform !== 'linux' || !onPath('apt-get')) {
    console.info(
      `Speech tools: not installed, and this system has no apt-get. Voice calls need them (${hint} on Debian or Ubuntu) or hosted provider keys; text chat works without.`,
    );
    return;
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !asRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!asRoot && !sudo) {
    console.info(`Speech tools: not installed, and installing needs root. Run: sudo ${hint}. Text chat works without them.`);
    return;
  }
  const run = (args) => {
    const [command, ...rest] = sudo ? ['sudo', '-n', ...args] : args;
    return spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  console.info(`Speech tools: installing ${PACKAGES.join(', ')} from Debian's packages (once)…`);
  // A fresh machine's package lists may be empty: try as they are, then once more after an update.
  const installed =
    run(['apt-get', 'install', '-y', '-qq', ...PACKAGES]) || (run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', ...PACKAGES]));
  console.info(installed && ready() ? 'Speech tools: installed.' : `Speech tools: could not be installed (${hint} by hand). Text chat works without them.`);
}

try {
  main();
} catch (error) {
  console.info(`Speech tools: not checked (${error instanceof Error ? error.message : String(error)}).`);
}
