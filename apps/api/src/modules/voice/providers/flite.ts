import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavToPcm16k } from '../audio/wav';
import { renderBrokered } from './process-broker';
import { VoiceProviderError, type TextToSpeech } from './types';

/** Flite's built-in voices; `slt` is the one PocketSphinx (and people) understand best. */
export const FLITE_VOICES = ['slt', 'kal', 'kal16', 'awb', 'rms'] as const;

/**
 * The embedded default voice: Debian's `flite`, one short-lived process per sentence (~30 ms a
 * sentence), started by the process helper. It writes a WAV file (it cannot open Node's stdout,
 * a socket, as `/dev/stdout`), which is read, its header parsed rather than skipped, and removed.
 * The text goes in as one argv entry (no shell), and aborting kills the process.
 */
export function createFliteTts({ voiceId = 'slt', command = 'flite' }: { voiceId?: string; command?: string } = {}): TextToSpeech {
  const voice = (FLITE_VOICES as readonly string[]).includes(voiceId) ? voiceId : 'slt';
  return {
    name: 'parley',
    voiceId: voice,
    async *synthesize(text, signal) {
      if (signal.aborted || !text.trim()) return;
      const file = join(tmpdir(), `parley-flite-${randomBytes(8).toString('hex')}.wav`);
      const result = await renderBrokered(command, ['-voice', voice, '-t', text, '-o', file], file, signal);
      if (signal.aborted) return;
      if (result.error) throw new VoiceProviderError('flite', `could not start (${result.error})`);
      // Flite exits 0 even when it could not write the file; stderr and the file tell.
      if (result.code !== 0 || !result.file) throw new VoiceProviderError('flite', `failed (${result.code}): ${result.stderr.trim().slice(0, 200)}`);
      yield wavToPcm16k(result.file);
    },
  };
}
