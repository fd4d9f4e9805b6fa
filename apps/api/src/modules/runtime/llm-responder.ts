import { LANGUAGE_OPTIONS } from '@parley/i18n/languages';
import { knowledgeForModel } from '../knowledge/answer/model-context';
import type { RetrievedChunk } from '../knowledge/index/knowledge-index';
import { decodeUnit } from '../knowledge/facts/unit';
import { toSources, type Responder, type ResponderInput, type ToolHook } from '../knowledge/answer/responder';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
}

const MAX_HISTORY = 10;
/** Tool rounds per answer: enough for "look up, then book", bounded so a loop cannot run away. */
export const MAX_TOOL_ROUNDS = 3;

/** The system message: persona, rules, and the only facts the model may state, numbered for citing. */
export function systemPrompt(
  { agent, rules, language, tools }: Pick<ResponderInput, 'agent' | 'rules' | 'language' | 'tools'>,
  knowledge: RetrievedChunk[],
): string {
  const languageName = LANGUAGE_OPTIONS.find((option) => option.code === language)?.name ?? language;
  const facts = knowledge.length
    ? knowledge
        .map((chunk, index) => {
          // A unit's heading path says what its text is about ("Delivery rates › United Kingdom — £3.50").
          const { heading, text } = decodeUnit(chunk.content);
          return `[${index + 1}] ${[chunk.title, ...heading].join(' › ')}${chunk.url ? ` (${chunk.url})` : ''}\n${text}`;
        })
        .join('\n\n')
    : '(nothing relevant was found)';
  return [
    `You are ${agent.name}, ${agent.role} for this business, speaking to a visitor of its website. Tone: ${agent.tone}.`,
    `Answer in ${languageName}. Keep answers short: two or three sentences.`,
    'State only prices, policies and facts found in the KNOWLEDGE below or returned by a tool, and cite knowledge like [1]. If neither holds the answer, say you do not know and offer to have the team follow up by email.',
    'Be helpful in a sales way: recommend the product that fits what the visitor asked for, with its link when there is one; ask one qualifying question when the request is vague; offer the next step.',
    tools?.definitions.length
      ? 'You may call the tools provided when the visitor asks for something they do (for example checking stock or booking); never invent their results.'
      : '',
    rules.length ? `RULES you must always follow, in order:\n${rules.map((rule, i) => `${i + 1}. ${rule}`).join('\n')}` : '',
    `KNOWLEDGE:\n${facts}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

type CompletionEvent = { type: 'content'; text: string } | { type: 'tool'; index: number; id?: string; name?: string; arguments?: string };

interface ChunkShape {
  choices?: { delta?: { content?: string | null; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] } }[];
}

/** Reads an OpenAI-style server-sent event stream of chat completion chunks: text and tool-call pieces. */
async function* completionEvents(body: ReadableStream<Uint8Array>): AsyncIterable<CompletionEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      let parsed: ChunkShape;
      try {
        parsed = JSON.parse(data) as ChunkShape;
      } catch {
        continue; // A keep-alive or a line we do not understand.
      }
      const delta = parsed.choices?.[0]?.delta;
      if (delta?.content) yield { type: 'content', text: delta.content };
      for (const call of delta?.tool_calls ?? []) {
        yield { type: 'tool', index: call.index ?? 0, id: call.id, name: call.function?.name, arguments: call.function?.arguments };
      }
    }
  }
}

type ChatMessage =
  | { role: 'system' | 'user' | 'assistant'; content: string }
  | { role: 'assistant'; content: null; tool_calls: { id: string; type: 'function'; function: { name: string; arguments: string } }[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const parseArguments = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM), streamed token by token, with tool calls. */
export function createLlmResponder(config: LlmConfig): Responder {
  const request = config.fetch ?? fetch;
  const complete = async (messages: ChatMessage[], tools: ToolHook | undefined) => {
    const response = await request(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }) },
      body: JSON.stringify({
        model: config.model,
        stream: true,
        temperature: 0.2,
        messages,
        ...(tools?.definitions.length && { tools: tools.definitions.map((tool) => ({ type: 'function', function: tool })) }),
      }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok || !response.body) throw new Error(`The language model answered ${response.status}`);
    return response.body;
  };

  async function* answer(first: ReadableStream<Uint8Array>, messages: ChatMessage[], tools: ToolHook | undefined): AsyncIterable<string> {
    let body = first;
    for (let round = 0; ; round += 1) {
      const calls = new Map<number, { id: string; name: string; arguments: string }>();
      for await (const event of completionEvents(body)) {
        if (event.type === 'content') {
          yield event.text;
          continue;
        }
        const call = calls.get(event.index) ?? { id: '', name: '', arguments: '' };
        calls.set(event.index, { id: event.id ?? call.id, name: call.name + (event.name ?? ''), arguments: call.arguments + (event.arguments ?? '') });
      }
      if (!calls.size || !tools || round >= MAX_TOOL_ROUNDS) return;
      const list = [...calls.values()].map((call, index) => ({ ...call, id: call.id || `call_${round}_${index}` }));
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: list.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments || '{}' } })),
      });
      const known = new Set(tools.definitions.map((tool) => tool.name));
      const results = await Promise.all(
        list.map((call) =>
          known.has(call.name)
            ? tools.call({ id: call.id, name: call.name, arguments: parseArguments(call.arguments) })
            : Promise.resolve(`There is no tool named ${call.name}.`),
        ),
      );
      list.forEach((call, index) => messages.push({ role: 'tool', tool_call_id: call.id, content: results[index]! }));
      body = await complete(messages, tools);
    }
  }

  return {
    kind: 'llm',
    async respond(input) {
      // Units are a fact each (a row, a paragraph), smaller than the old passages: a few more of them.
      const knowledge = await knowledgeForModel(input.db, input.organizationId, input.question, input.history, 10, input.knowledgeVersion);
      input.retrieved?.();
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(input, knowledge) },
        ...input.history.slice(-MAX_HISTORY),
        { role: 'user', content: input.question },
      ];
      // The first request is made here, so a provider that is down fails the request, not the stream.
      const first = await complete(messages, input.tools);
      return { sources: toSources(knowledge), answered: knowledge.length > 0, tokens: answer(first, messages, input.tools) };
    },
  };
}
