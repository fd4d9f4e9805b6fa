import type { Db } from '../../../db/database';
import { PHRASES, type PhraseLanguage } from './phrases';
import { searchKnowledge } from '../index/knowledge-index';
import { findEmail, findPhone } from './fact-types';
import type { KnowledgeAnswer } from './knowledge-answer';
import { asUnit } from './score-chunk';

/** The business's phone and email, for the honest answer: from the knowledge, never made up. */
async function contactLine(db: Db, organizationId: number): Promise<string | null> {
  const found = await searchKnowledge(db, organizationId, 'phone telephone call email contact telefono contatti', 12);
  let phone: string | null = null;
  let email: string | null = null;
  for (const chunk of found) {
    const text = asUnit(chunk).text;
    // The same patterns that say a unit holds a phone: another would quote a Spanish "960 05 13 42" as "05 13 42".
    phone ??= findPhone(text);
    email ??= findEmail(text);
  }
  const parts = [phone, email].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** The honest answer when the knowledge does not say: how to reach the team instead. */
export async function dontKnow(db: Db, organizationId: number, lang: PhraseLanguage): Promise<KnowledgeAnswer> {
  const contact = await contactLine(db, organizationId);
  const text = [PHRASES.dontKnow[lang], contact ? `${PHRASES.reachTeam[lang]} ${contact}.` : '', PHRASES.leaveEmail[lang]].filter(Boolean).join(' ');
  return { text, answered: false, used: [], language: lang };
}

/** How to reach the team, said after a reply that answers only part of what was asked. */
export async function reachTheTeam(db: Db, organizationId: number, lang: PhraseLanguage): Promise<string> {
  const contact = await contactLine(db, organizationId);
  return contact ? `${PHRASES.reachTeam[lang]} ${contact}.` : PHRASES.leaveEmail[lang];
}
