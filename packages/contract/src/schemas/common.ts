import { z } from 'zod';

/** Every error the server sends: `{ "error": "<human message>" }` (spec §8 reads this field). */
export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Email is not a valid address' }));

/**
 * What a password must be, said so a person can fix it. Shared by the sign-up form and the
 * server, so both refuse the same passwords with the same words.
 */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => /[A-Za-z]/.test(p), 'Password must contain a letter')
  .refine((p) => /[0-9]/.test(p), 'Password must contain a number');

/**
 * The hosts a website can have: a domain name, localhost, or an IP address (v4, or v6 in brackets as
 * the URL writes it) — a self-hosted shop on `http://192.168.1.20:8080` is a real site. Whether the
 * crawler may fetch it is the scraper's network guard's call, not the form's.
 */
const WEBSITE_HOST = /^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$|^(\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-f:.]+\]$/i;

/** A website address with http(s) scheme; a bare domain gets https:// added. */
export const WebsiteUrlSchema = z
  .string({ error: 'Website URL is required' })
  .trim()
  .min(1, 'Website URL is required')
  .max(2048, 'Website URL is too long')
  .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: WEBSITE_HOST,
      error: 'Website URL must be a valid http(s) address',
    }),
  );

export const NameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long');
