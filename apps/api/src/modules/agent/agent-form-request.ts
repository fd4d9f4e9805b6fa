import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { MAX_AVATAR_BYTES } from './avatar';

export interface AgentForm {
  fields: Record<string, unknown>;
  avatar: Buffer | null;
}

/**
 * The JSON form, `{ agent: { … } }`: any object under `agent`, as with the multipart form its fields
 * are the persona schema's to check (AgentUpdateSchema, in the route), so a refusal names the field.
 */
const AgentJsonSchema = z.object({ agent: z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null) });

const FIELD = /^agent\[([a-z_]+)\](?:\[([a-z0-9_]*)\])?$/;

function parseJsonField(name: string, value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw AppError.invalid(`agent.${name}`, 'must be valid JSON');
  }
}

/**
 * Reads the spec's multipart body: `agent[field]`, `agent[avatar]` (a file),
 * `agent[voice_provider_config]` as JSON, `agent[branding][key]`, `agent[languages][]`.
 * A JSON body `{agent:{…}}` is accepted too.
 */
export async function readAgentForm(request: FastifyRequest): Promise<AgentForm> {
  if (!request.isMultipart()) {
    const body = AgentJsonSchema.safeParse(request.body);
    if (!body.success) throw AppError.invalid('agent', 'is required');
    return { fields: body.data.agent, avatar: null };
  }
  const fields: Record<string, unknown> = {};
  const branding: Record<string, string> = {};
  const languages: string[] = [];
  let avatar: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 80 } })) {
    const match = FIELD.exec(part.fieldname);
    if (!match) throw AppError.invalid(part.fieldname, 'is not an agent field');
    const [, name, key] = match;
    if (part.type === 'file') {
      if (name !== 'avatar') throw AppError.invalid(`agent.${name}`, 'must not be a file');
      avatar = await part.toBuffer();
      if (part.file.truncated) throw new AppError('payload_too_large', 'The avatar must be at most 2 MB');
      continue;
    }
    const value = String(part.value);
    if (name === 'avatar') throw AppError.invalid('agent.avatar', 'Avatar must be a file to upload');
    if (name === 'branding' && key) branding[key] = value;
    else if (name === 'languages') languages.push(...(key === '' || key === undefined ? value.split(',') : [value]).map((l) => l.trim()).filter(Boolean));
    else if (name === 'voice_provider_config' || name === 'branding') fields[name] = parseJsonField(name, value);
    else fields[name!] = value;
  }
  if (Object.keys(branding).length) fields.branding = { ...(fields.branding as object | undefined), ...branding };
  if (languages.length) fields.languages = languages;
  return { fields, avatar };
}
