import { SAID_DIGITS } from '../recognition/spoken-words';

/**
 * Contact details the visitor says out loud ("my email is anna at example dot com", "call me on
 * five five five one two three four five six seven"), as a recogniser writes them, or types.
 * Saying them after the agent asked for them is the visitor's consent to be contacted.
 */
export interface SpokenContact {
  email?: string;
  phone?: string;
}

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;

export function findContact(text: string): SpokenContact {
  const lower = ` ${text.toLowerCase().replace(/[,;!?]/g, ' ')} `;
  const contact: SpokenContact = {};

  const spokenEmail = lower
    .replace(/\s+at\s+/g, '@')
    .replace(/\s+dot\s+/g, '.')
    .replace(/\s+(?:underscore)\s+/g, '_')
    .replace(/\s+(?:dash|hyphen)\s+/g, '-')
    .replace(/\s*@\s*/g, '@')
    .replace(/\s*\.\s*(?=[a-z])/g, '.');
  const email = spokenEmail.match(EMAIL)?.[0];
  if (email && !email.endsWith('.')) contact.email = email;

  const digits = lower
    .replace(/\bplus\b/g, '+')
    .split(/\s+/)
    .map((word) => SAID_DIGITS[word] ?? word)
    .join(' ');
  // Digits said one by one, or written with spaces, dashes or brackets between groups.
  const phone = digits.match(/\+?\d(?:[\s().-]*\d){6,14}/)?.[0]?.replace(/[^\d+]/g, '');
  if (phone && (!email || !email.includes(phone))) contact.phone = phone;
  return contact;
}
