import { z } from 'zod';
import { ErrorResponseSchema } from '../schemas';
import { PartnerApplicationListQuerySchema, PartnerApplicationRequestSchema, PartnerApplicationSchema, PartnerFieldErrorsSchema } from '../schemas/partners';
import * as D from '../schemas/responses';
import { group, ok } from './draft';

export const PARTNERS_OPERATIONS = group('Partners', [
  {
    method: 'POST',
    path: '/api/v1/partner_applications',
    operationId: 'applyAsPartner',
    summary: 'Send a partner application (the public partnerships form)',
    description:
      'JSON answers 201 or 400 with one message per field; a plain HTML form post (url-encoded) is answered with a 303 back to the partnerships page. At most 5 per address every 15 minutes.',
    auth: 'none',
    audience: 'browser',
    body: PartnerApplicationRequestSchema,
    responses: {
      201: { description: 'Received', schema: D.dataOf(z.object({ received: z.literal(true) })) },
      303: { description: 'Plain form post: back to the page (#sent or #form-error)' },
      400: { description: 'Field errors', schema: PartnerFieldErrorsSchema },
      429: { description: 'Too many applications from this address', schema: ErrorResponseSchema },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/partner_applications',
    operationId: 'listPartnerApplications',
    summary: 'Partner applications, newest first (Parley staff only: PARLEY_STAFF_EMAILS)',
    audience: 'operator',
    query: PartnerApplicationListQuerySchema,
    responses: {
      ...ok(
        z.object({ data: z.array(PartnerApplicationSchema), meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }) }),
      ),
      403: { description: 'Not staff', schema: ErrorResponseSchema },
    },
  },
]);
