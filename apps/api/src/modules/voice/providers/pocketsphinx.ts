import { startBrokered } from './process-broker';
import { FINISHING_MS, FINISHING_NICENESS, NICENESS } from './recogniser-priority';
import { VoiceProviderError, type SpeechToText } from './types';

export interface PocketSphinxOptions {
  command?: string;
  /**
   * Frames (10 ms) of silence after which PocketSphinx closes an utterance. Its default, 50, costs
   * half a second of every answer. 20 answers ~100 ms sooner than 30 with the same transcripts on
   * the voice benchmark's 32 questions (four voices, normal and slowed speech): median 528 → 422 ms.
   */
  postSpeechFrames?: number;
}

/**
 * `pocketsphinx_continuous` reads its input 2,048 samples (128 ms) at a time and decides only
 * between reads, so a transcript waited up to 128 ms more for audio to fill the block.
 */
const READ_BLOCK_BYTES = 2048 * 2;
/**
 * Narrower search than PocketSphinx's defaults: ~30% less CPU with the same transcripts on Flite
 * questions (measured), which is what lets 20 calls share two cores.
 */
const SEARCH_LIMITS = '-maxhmmpf 3000 -maxwpf 5 -pl_window 10';

/** The embedded acoustic model and a business's model are US English: other languages keep the general model. */
export const hearsWithVocabulary = (language: string) => /^en\b/i.test(language);

/**
 * The embedded default recogniser: one `pocketsphinx_continuous` per call, kept running (loading
 * the model takes ~0.35 s), fed the call's PCM on stdin; it prints one line per utterance, which
 * is a final transcript. It is started by the process helper (no fork of the server per call).
 * Node's stdin pipe is a socket, which PocketSphinx cannot open as a file, so `cat` sits in
 * between (FIELD-NOTES).
 */
export function createPocketSphinxStt({ command = 'pocketsphinx_continuous', postSpeechFrames = 20 }: PocketSphinxOptions = {}): SpeechToText {
  const frames = Math.max(5, Math.min(100, Math.round(postSpeechFrames)));
  return {
    name: 'parley',
    takesVocabulary: true,
    start({ onTranscript, onError }, { language, vocabulary }) {
      let closed = false;
      let buffered = '';
      const decoder = new TextDecoder();
      const model = vocabulary && hearsWithVocabulary(language) ? vocabulary : null;
      // Everything interpolated is a number or a fixed name; the model's paths pass as the shell's
      // own arguments ($1, $2), never as script text. Files gone meanwhile (another process cleaned
      // up a model long unused just as this call took it) leave the call on the general model.
      const useModel = model ? 'if [ -r "$1" ] && [ -r "$2" ]; then set -- -lm "$1" -dict "$2"; else set --; fi; ' : '';
      const child = startBrokered(
        'sh',
        [
          '-c',
          `${useModel}cat | exec nice -n ${NICENESS} ${command} -infile /dev/stdin -logfn /dev/null -vad_postspeech ${frames} ${SEARCH_LIMITS}${model ? ' "$@"' : ''}`,
          'pocketsphinx',
          ...(model ? [model.languageModel, model.dictionary] : []),
        ],
        {
          onData(data) {
            buffered += decoder.decode(data, { stream: true });
            let newline: number;
            while ((newline = buffered.indexOf('\n')) >= 0) {
              const line = buffered.slice(0, newline).trim();
              buffered = buffered.slice(newline + 1);
              if (line && !closed) {
                settle();
                onTranscript({ kind: 'final', text: line });
              }
            }
          },
          onExit(reason) {
            if (!closed) onError(new VoiceProviderError('pocketsphinx', `recogniser exited (${reason})`));
            closed = true;
          },
        },
        { groupNiceness: NICENESS },
      );
      let written = 0;
      // Back to the lowest priority once the transcript is out, or when a turn of noise gave none.
      let finishing: ReturnType<typeof setTimeout> | undefined;
      function settle() {
        if (finishing === undefined) return;
        clearTimeout(finishing);
        finishing = undefined;
        child.setGroupNiceness(NICENESS);
      }
      return {
        write(pcm) {
          if (closed) return;
          child.write(pcm);
          written += pcm.length;
        },
        endOfTurn() {
          if (closed) return;
          // Completes the block PocketSphinx is waiting to fill, then gives it its whole silence
          // window at once: it closes the utterance now instead of in ~200–330 ms of real time.
          const flush =
            ((READ_BLOCK_BYTES - (written % READ_BLOCK_BYTES)) % READ_BLOCK_BYTES) +
            Math.ceil((frames * 10 * 32) / READ_BLOCK_BYTES) * READ_BLOCK_BYTES +
            READ_BLOCK_BYTES;
          if (finishing === undefined) child.setGroupNiceness(FINISHING_NICENESS);
          clearTimeout(finishing);
          finishing = setTimeout(settle, FINISHING_MS);
          child.write(Buffer.alloc(flush));
          written += flush;
        },
        close() {
          if (closed) return;
          closed = true;
          clearTimeout(finishing);
          // The shell, cat and the recogniser share a process group, ended together.
          child.kill();
        },
      };
    },
  };
}
