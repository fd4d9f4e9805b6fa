import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** One email as the notifications build it: plain text and HTML bodies, and extra headers (List-Unsubscribe). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Where emails go. `enabled` is false for the no-op mailer of a server without SMTP_URL: it
 * accepts every email and sends none, so the rest of the code never asks whether email is on.
 */
export interface Mailer {
  readonly enabled: boolean;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** How long an SMTP server may take to answer before the attempt fails (and the job is retried). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP through nodemailer: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
 * `smtps://…:465` (TLS from the start). One pooled connection is kept, so a burst of emails (a
 * digest morning) does not open one connection each.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS } satisfies SMTPPool.Options);
  return {
    enabled: true,
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({ from, to, subject, text, html, headers });
    },
    close: () => transport.close(),
  };
}

export const disabledMailer: Mailer = { enabled: false, send: async () => {}, close: () => {} };

/** The mailer the environment asks for: SMTP with SMTP_URL, the no-op one without. */
export function createMailer(env: { SMTP_URL?: string; EMAIL_FROM?: string }): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.EMAIL_FROM ?? DEFAULT_EMAIL_FROM) : disabledMailer;
}

export const DEFAULT_EMAIL_FROM = 'Parley <no-reply@localhost>';
