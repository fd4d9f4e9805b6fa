import { z } from 'zod';
import { signedEndpoint } from './fields';

/**
 * Tools: actions the agent may take through the business's own server (check stock, book a
 * table). Each tool is a webhook; calls are signed with the tool's secret and use Vapi's
 * `tool-calls` message shape, so a server written for Vapi works unchanged.
 */
export const MAX_TOOLS = 20;
export const TOOL_TIMEOUT_MS = 5000;

const JsonSchemaObject = z
  .object({
    type: z.literal('object', { error: 'Parameters must be a JSON Schema of type "object"' }),
    properties: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
    required: z.array(z.string()).optional(),
  })
  .passthrough()
  .refine((schema) => JSON.stringify(schema).length <= 8000, 'Parameters must be at most 8000 characters of JSON')
  .refine((schema) => (schema.required ?? []).every((name) => name in schema.properties), 'Every required parameter must be listed in properties');

export const ToolInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/, 'Use letters, digits, _ or - (at most 64), starting with a letter'),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(1000, 'Description must be at most 1000 characters'),
  url: z
    .string({ error: 'Webhook URL is required' })
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) URL' })),
  parameters: JsonSchemaObject.default({ type: 'object', properties: {} }),
  enabled: z.boolean().default(true),
});
export type ToolInput = z.input<typeof ToolInputSchema>;

/** `POST …/tools` and `PUT …/tools/{id}`: the tool, as the routes validate it. */
export const ToolRequestSchema = z.object({ tool: ToolInputSchema });

export const ToolSchema = signedEndpoint({ name: z.string(), description: z.string(), url: z.string(), parameters: z.record(z.string(), z.unknown()) });
export type Tool = z.infer<typeof ToolSchema>;

/**
 * Which responder answers visitors on this server: `llm` when a language model is configured
 * (`LLM_BASE_URL`), which reads every rule and calls tools; `retrieval` (the offline responder)
 * otherwise, which follows only the rule shapes it can read and never calls tools.
 */
export const ResponderKindSchema = z.enum(['retrieval', 'llm']);
export type ResponderKind = z.infer<typeof ResponderKindSchema>;

/** `GET …/tools`: the tools, and whether a language model is there to call them (and to read every rule). */
export const ToolListResponseSchema = z.object({
  data: z.array(ToolSchema),
  meta: z.object({ responder: ResponderKindSchema }),
});
export type ToolListResponse = z.infer<typeof ToolListResponseSchema>;

/** The result of `POST …/tools/{id}/test`: what the owner's server answered. */
export const ToolTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
  duration_ms: z.number(),
});
export type ToolTestResult = z.infer<typeof ToolTestResultSchema>;
