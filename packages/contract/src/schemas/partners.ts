import { SUPPORTED_LANGUAGES } from '@parley/i18n/languages';
import { z } from 'zod';
import { texts } from './fields';

/**
 * The limits of a partner application. The public form (apps/marketing) repeats them as
 * `maxlength`/`minlength` attributes so people learn before they send; these are the ones that count.
 */
export const PARTNER_LIMITS = { name: 120, company: 160, email: 254, website: 300, messageMin: 20, messageMax: 4000 } as const;

const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** `acme.agency` and `https://acme.agency/` both mean the same site; keep an absolute http(s) URL. */
const WebsiteSchema = text(PARTNER_LIMITS.website, 'Enter your website', `Use at most ${PARTNER_LIMITS.website} characters`)
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(value);
    } catch {
      return false;
    }
  }, 'Enter a website address such as https://example.com');

export const PartnerApplicationRequestSchema = z.object({
  name: text(PARTNER_LIMITS.name, 'Enter your name', `Use at most ${PARTNER_LIMITS.name} characters`),
  company: text(PARTNER_LIMITS.company, 'Enter your company', `Use at most ${PARTNER_LIMITS.company} characters`),
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .max(PARTNER_LIMITS.email, `Use at most ${PARTNER_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address'))
    .transform((value) => value.toLowerCase()),
  website: WebsiteSchema,
  message: z
    .string({ error: 'Tell us about your clients and how you would offer Parley' })
    .trim()
    .min(PARTNER_LIMITS.messageMin, `Write at least ${PARTNER_LIMITS.messageMin} characters`)
    .max(PARTNER_LIMITS.messageMax, `Use at most ${PARTNER_LIMITS.messageMax} characters`),
  language: z.enum(SUPPORTED_LANGUAGES).catch('en'),
  /** A field people never see (hidden by CSS); bots that fill every input give themselves away. */
  nickname: z.string().max(200).optional(),
});
export type PartnerApplicationRequest = z.output<typeof PartnerApplicationRequestSchema>;

/** An application as stored: what the form sent, as text, and how far the team got with it. */
export const PartnerApplicationSchema = z.object({
  id: z.number().int(),
  ...texts('name', 'company', 'email', 'website', 'message', 'language'),
  status: z.enum(['new', 'contacted', 'accepted', 'declined']),
  created_at: z.string(),
});
export type PartnerApplication = z.infer<typeof PartnerApplicationSchema>;

export const PartnerApplicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

/** 400 body: a human message plus one message per field that failed, for the form to show. */
export const PartnerFieldErrorsSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()) });
