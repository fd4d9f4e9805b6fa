import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavToPcm16k } from '../audio/wav';
import { VoiceProviderError, type TextToSpeech } from './types';

/** Flite's built-in voices; `slt` is the one PocketSphinx (and people) understand best. */
export const FLITE_VOICES = ['slt', 'kal', 'kal16', 'awb', 'rms'] as const;

/**
 * The embedded default voice: Debian's `flite`, one short-lived process per sentence (~30 ms a
 * sentence). It writes a WAV file (it cannot open Node's stdout, a socket, as `/dev/stdout`),
 * which is read, its header parsed rather than skipped, and removed. The text goes in as one
 * argv entry (no shell), and aborting kills the process.
 */
export function createFliteTts({ voiceId = 'slt', command = 'flite' }: { voiceId?: string; command?: string } = {}): TextToSpeech {
  const voice = (FLITE_VOICES as readonly string[]).includes(voiceId) ? voiceId : 'slt';
  return {
    name: 'parley',
    voiceId: voice,
    async *synthesize(text, signal) {
      if (signal.aborted || !text.trim()) return;
      const file = join(tmpdir(), `parley-flite-${randomBytes(8).toString('hex')}.wav`);
      const child = spawn(command, ['-voice', voice, '-t', text, '-o', file], { stdio: ['ignore', 'ignore', 'pipe'] });
      const kill = () => child.kill('SIGKILL');
      signal.addEventListener('abort', kill, { once: true });
      try {
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const code = await new Promise<number | null>((resolve, reject) => {
          child.on('error', (error) => reject(new VoiceProviderError('flite', `could not start (${error.message})`, { cause: error })));
          child.on('close', resolve);
        });
        if (signal.aborted) return;
        // Flite exits 0 even when it could not write the file; stderr tells.
        if (code !== 0 || stderr.includes("can't")) throw new VoiceProviderError('flite', `failed (${code}): ${stderr.trim().slice(0, 200)}`);
        const pcm = wavToPcm16k(await readFile(file));
        if (!signal.aborted) yield pcm;
      } finally {
        signal.removeEventListener('abort', kill);
        if (child.exitCode === null && child.signalCode === null) kill();
        await rm(file, { force: true });
      }
    },
  };
}
