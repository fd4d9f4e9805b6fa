import { wavToPcm16k } from '../audio/wav';
import { prepareBrokered, speakBrokered } from './process-broker';
import { VoiceProviderError, type TextToSpeech } from './types';

/** Flite's built-in voices; `slt` is the one PocketSphinx (and people) understand best. */
export const FLITE_VOICES = ['slt', 'kal', 'kal16', 'awb', 'rms'] as const;

/**
 * The embedded default voice: Debian's `flite`, one short-lived process per sentence, started by
 * the process helper ahead of the sentence and waiting for it on stdin (its start-up and voice
 * loading are ~30 ms of the ~60 ms a short clause takes). It reads the text through `cat` and
 * writes a WAV file: it cannot open Node's pipes, sockets, as `/dev/stdin` or `/dev/stdout`. The
 * file is read, its header parsed rather than skipped, and removed. The text is never shell
 * script (it is data on stdin; the command and voice are the shell's arguments), and aborting
 * kills the process.
 */
export function createFliteTts({ voiceId = 'slt', command = 'flite' }: { voiceId?: string; command?: string } = {}): TextToSpeech {
  const voice = (FLITE_VOICES as readonly string[]).includes(voiceId) ? voiceId : 'slt';
  const args = fliteArgs(command, voice);
  return {
    name: 'parley',
    voiceId: voice,
    async *synthesize(text, signal) {
      if (signal.aborted || !text.trim()) return;
      const result = await speakBrokered('sh', args, text, signal);
      if (signal.aborted) return;
      if (result.error) throw new VoiceProviderError('flite', `could not start (${result.error})`);
      // Flite exits 0 even when it could not write the file; stderr and the file tell.
      if (result.code !== 0 || !result.file) throw new VoiceProviderError('flite', `failed (${result.code}): ${result.stderr.trim().slice(0, 200)}`);
      yield wavToPcm16k(result.file);
    },
  };
}

/** The helper appends the output path: "$3". */
const fliteArgs = (command: string, voice: string) => ['-c', 'cat | exec "$1" -voice "$2" -f /dev/stdin -o "$3"', 'flite', command, voice];

/** Starts the default voice's process ahead (at server start): the first answer after it is not slower than the rest. */
export function warmFlite(voice: string = FLITE_VOICES[0], command = 'flite') {
  prepareBrokered('sh', fliteArgs(command, voice));
}
