/** What a speech-to-text session reports while a call goes on. */
export interface TranscriptEvent {
  /** `partial`: the provider may still change it; `final`: one finished utterance of the visitor. */
  kind: 'partial' | 'final';
  text: string;
}

/** One recogniser per call, kept running for the whole call (loading a model per utterance is too slow). */
export interface SpeechToTextSession {
  /** 16 kHz mono s16le PCM, in arrival order. */
  write(pcm: Buffer): void;
  /**
   * The visitor has stopped talking (the server's voice activity detector says so): finish the
   * utterance's transcript now rather than after the recogniser's own silence window. Optional:
   * a recogniser that decides turns well by itself need not have it.
   */
  endOfTurn?(): void;
  /** Ends the session and frees the recogniser (idempotent). */
  close(): void;
}

/** Function properties, not methods: recognisers take them out of this object and call them alone. */
export interface SpeechToTextHandlers {
  onTranscript: (event: TranscriptEvent) => void;
  /** The recogniser died or the provider refused: the call cannot hear any more. */
  onError: (error: Error) => void;
}

/** A recogniser model made for one business (files the embedded recogniser loads): its words, heard first. */
export interface SpeechVocabulary {
  /** Language model, ARPA text. */
  languageModel: string;
  /** Pronouncing dictionary of the model's words. */
  dictionary: string;
}

export interface SpeechToTextOptions {
  language: string;
  /** The business's own model; a recogniser that cannot use one ignores it. */
  vocabulary?: SpeechVocabulary;
}

export interface SpeechToText {
  readonly name: 'parley' | 'deepgram';
  /** It can run on a business's own model (`SpeechToTextOptions.vocabulary`), so one is worth making. */
  readonly takesVocabulary?: boolean;
  start(handlers: SpeechToTextHandlers, options: SpeechToTextOptions): SpeechToTextSession;
}

export interface TextToSpeech {
  readonly name: 'parley' | '11labs' | 'openai';
  readonly voiceId: string;
  /**
   * Speaks one sentence as 16 kHz mono s16le PCM chunks (any sizes, whole samples). Aborting the
   * signal stops the synthesis (a child process is killed, a request cancelled) and ends the stream.
   */
  synthesize(text: string, signal: AbortSignal): AsyncIterable<Buffer>;
}

export class VoiceProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}
