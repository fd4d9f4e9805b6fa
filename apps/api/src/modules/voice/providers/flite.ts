import { spawn } from 'node:child_process';
import { wavToPcm16k } from '../audio/wav';
import { VoiceProviderError, type TextToSpeech } from './types';

/** Flite's built-in voices; `slt` is the one PocketSphinx (and people) understand best. */
export const FLITE_VOICES = ['slt', 'kal', 'kal16', 'awb', 'rms'] as const;

/**
 * The embedded default voice: Debian's `flite`, one short-lived process per sentence (~30 ms a
 * sentence), writing a WAV to its stdout. The text goes in as an argument (spawn passes it as one
 * argv entry, no shell), the WAV header is parsed rather than skipped, and aborting kills it.
 */
export function createFliteTts({ voiceId = 'slt', command = 'flite' }: { voiceId?: string; command?: string } = {}): TextToSpeech {
  const voice = (FLITE_VOICES as readonly string[]).includes(voiceId) ? voiceId : 'slt';
  return {
    name: 'parley',
    voiceId: voice,
    async *synthesize(text, signal) {
      if (signal.aborted || !text.trim()) return;
      const child = spawn(command, ['-voice', voice, '-t', text, '-o', '/dev/stdout'], { stdio: ['ignore', 'pipe', 'pipe'] });
      const kill = () => child.kill('SIGKILL');
      signal.addEventListener('abort', kill, { once: true });
      try {
        const chunks: Buffer[] = [];
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const code = await new Promise<number | null>((resolve, reject) => {
          child.on('error', (error) => reject(new VoiceProviderError('flite', `could not start (${error.message})`, { cause: error })));
          child.on('close', resolve);
        });
        if (signal.aborted) return;
        if (code !== 0) throw new VoiceProviderError('flite', `exited with ${code}: ${stderr.trim().slice(0, 200)}`);
        yield wavToPcm16k(Buffer.concat(chunks));
      } finally {
        signal.removeEventListener('abort', kill);
        if (child.exitCode === null) kill();
      }
    },
  };
}
