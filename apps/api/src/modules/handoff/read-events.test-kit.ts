import { createParser } from 'eventsource-parser';

/** Tests: the `data:` events of a server-sent event stream, each parsed as JSON, as they arrive. */
export async function* readEvents<T>(body: ReadableStream<Uint8Array>): AsyncIterable<T> {
  const ready: T[] = [];
  const parser = createParser({ onEvent: (message) => ready.push(JSON.parse(message.data) as T) });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
    yield* ready.splice(0);
  }
}
