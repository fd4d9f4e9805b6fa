import type { ResponderKind } from '@parley/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the rules do on this server. Without a language model the offline responder follows only
 * the rule shapes it can read (apps/api/src/modules/knowledge/answer/rules.ts); the note names
 * them, so an owner is not surprised that a free-form rule has no effect. Nothing is said until
 * the server has answered (null: an older server that does not say).
 */
export function RespondersNote({ responder }: { responder: ResponderKind | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (responder === 'llm')
    return (
      <p className="notice" data-testid="responder-note">
        {t('rules.llm')}
      </p>
    );
  if (responder !== 'retrieval') return null;
  return (
    <section className="notice" aria-labelledby={titleId} data-testid="responder-note">
      <h2 id={titleId} className="notice__title">
        {t('rules.offline.title')}
      </h2>
      <p>{t('rules.offline.lead')}</p>
      <ul>
        <li>{t('rules.offline.topic')}</li>
        <li>{t('rules.offline.never')}</li>
        <li>{t('rules.offline.always')}</li>
        <li>{t('rules.offline.signOff')}</li>
        <li>{t('rules.offline.language')}</li>
        <li>{t('rules.offline.tone')}</li>
      </ul>
      <p>{t('rules.offline.rest')}</p>
    </section>
  );
}
