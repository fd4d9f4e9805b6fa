import { LANGUAGE_OPTIONS } from '@parley/i18n/languages';
import { searchKnowledge, type RetrievedChunk } from '../knowledge/index/knowledge-index';
import { retrievalQuery, toSources, type Responder, type ResponderInput } from './responder';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
}

const MAX_HISTORY = 10;

/** The system message: persona, rules, and the only facts the model may state, numbered for citing. */
export function systemPrompt({ agent, rules, language }: Pick<ResponderInput, 'agent' | 'rules' | 'language'>, knowledge: RetrievedChunk[]): string {
  const languageName = LANGUAGE_OPTIONS.find((option) => option.code === language)?.name ?? language;
  const facts = knowledge.length
    ? knowledge.map((chunk, index) => `[${index + 1}] ${chunk.title}${chunk.url ? ` (${chunk.url})` : ''}\n${chunk.content}`).join('\n\n')
    : '(nothing relevant was found)';
  return [
    `You are ${agent.name}, ${agent.role} for this business, speaking to a visitor of its website. Tone: ${agent.tone}.`,
    `Answer in ${languageName}. Keep answers short: two or three sentences.`,
    'State only prices, policies and facts found in the KNOWLEDGE below, and cite them like [1]. If the knowledge does not hold the answer, say you do not know and offer to have the team follow up by email.',
    'Be helpful in a sales way: recommend the product that fits what the visitor asked for, with its link when there is one; ask one qualifying question when the request is vague; offer the next step.',
    rules.length ? `RULES you must always follow, in order:\n${rules.map((rule, i) => `${i + 1}. ${rule}`).join('\n')}` : '',
    `KNOWLEDGE:\n${facts}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Reads an OpenAI-style server-sent event stream of chat completion chunks. */
async function* completionDeltas(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      try {
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
        const content = parsed.choices?.[0]?.delta?.content;
        if (content) yield content;
      } catch {
        // A keep-alive or a line we do not understand: skip it.
      }
    }
  }
}

/** Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM), streamed token by token. */
export function createLlmResponder(config: LlmConfig): Responder {
  const request = config.fetch ?? fetch;
  return {
    kind: 'llm',
    async respond(input) {
      const knowledge = await searchKnowledge(input.db, input.organizationId, retrievalQuery(input.question, input.history), 6);
      const response = await request(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }) },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          temperature: 0.2,
          messages: [
            { role: 'system', content: systemPrompt(input, knowledge) },
            ...input.history.slice(-MAX_HISTORY),
            { role: 'user', content: input.question },
          ],
        }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok || !response.body) throw new Error(`The language model answered ${response.status}`);
      return { sources: toSources(knowledge), answered: knowledge.length > 0, tokens: completionDeltas(response.body) };
    },
  };
}
