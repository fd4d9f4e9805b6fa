import { hearsWithVocabulary } from '../providers/pocketsphinx';
import type { SpeechToText, SpeechVocabulary } from '../providers/types';
import type { OrganizationSpeechModels } from './organization-speech-models';

/**
 * How long a connecting call waits for its business's model to be made (the first call after the
 * knowledge changed). Past that it starts with the general model: a call is never held up long.
 */
export const VOCABULARY_WAIT_MS = 1_500;

interface Logger {
  warn(object: object, message: string): void;
}

/** The recogniser with the business's model bound in: every session it starts hears those words first. */
function withVocabulary(stt: SpeechToText, vocabulary: SpeechVocabulary): SpeechToText {
  return { name: stt.name, takesVocabulary: true, start: (handlers, options) => stt.start(handlers, { ...options, vocabulary }) };
}

/** Only the embedded recogniser uses a model of its own, and only in English (the model's language). */
const usesModel = (stt: SpeechToText, language: string) => stt.takesVocabulary === true && hearsWithVocabulary(language);

export function createCallVocabulary(models: OrganizationSpeechModels, log: Logger, waitMs = VOCABULARY_WAIT_MS) {
  const modelFor = (organizationId: number) =>
    models.forOrganization(organizationId).catch((error: unknown) => {
      log.warn({ err: error, organizationId }, 'voice: making the business speech model failed; the call hears general English');
      return undefined;
    });

  return {
    /** When a call is asked for: its model is made while the visitor's browser opens the media socket. */
    prepare(organizationId: number, stt: SpeechToText, language: string) {
      if (usesModel(stt, language)) void modelFor(organizationId);
    },

    /** The recogniser a connecting call uses: with the business's model once it is there. */
    async recogniser(organizationId: number, stt: SpeechToText, language: string): Promise<SpeechToText> {
      if (!usesModel(stt, language)) return stt;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)));
      const vocabulary = await Promise.race([modelFor(organizationId), late]);
      clearTimeout(timer);
      return vocabulary ? withVocabulary(stt, vocabulary) : stt;
    },
  };
}
