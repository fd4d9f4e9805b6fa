import type { z } from 'zod';

export {
  PARTNER_LIMITS,
  PartnerApplicationListQuerySchema,
  PartnerApplicationRequestSchema,
  PartnerApplicationSchema,
  PartnerFieldErrorsSchema,
  type PartnerApplication,
  type PartnerApplicationRequest,
} from '@parley/contract';

/** Zod's issues as `{ field: first message }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}
