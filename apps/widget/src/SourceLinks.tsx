import { useTranslation } from 'react-i18next';
import type { SourceLink } from './source-links';

/**
 * "From: Shipping & returns" under an answer: the pages it came from, as ordinary links (reached
 * with Tab, opened with Enter) in a new tab that cannot reach back into the widget (noopener).
 * Each title sits in its own direction (bdi), so a Hebrew page title reads right in an English
 * widget and an address stays left to right in an Arabic one.
 */
export function SourceLinks({ links }: { links: SourceLink[] }) {
  const { t } = useTranslation('widget');
  if (links.length === 0) return null;
  return (
    <p className="sources" data-testid="answer-sources">
      <span className="sources__label">{t('sourceFrom')}</span>{' '}
      {links.map((link, i) => (
        <span key={link.url}>
          {i > 0 ? t('sourceSeparator') : null}
          <a className="sources__link" href={link.url} target="_blank" rel="noopener noreferrer">
            <bdi dir={link.fromAddress ? 'ltr' : 'auto'}>{link.label}</bdi>
            <span className="pl-visually-hidden">{` (${t('opensInNewTab')})`}</span>
          </a>
        </span>
      ))}
    </p>
  );
}
