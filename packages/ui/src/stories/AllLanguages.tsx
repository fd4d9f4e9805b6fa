import { directionOf, LANGUAGE_OPTIONS } from '@parley/i18n/languages';
import type { ReactNode } from 'react';
import { SAMPLE_TEXT, type SampleText } from './sample-text';

/** Renders one copy per language, each with its own lang and dir, to compare length and mirroring. */
export function AllLanguages({ render }: { render: (text: SampleText) => ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {LANGUAGE_OPTIONS.map((option) => (
        <section key={option.code} lang={option.code} dir={directionOf(option.code)} aria-label={option.name}>
          <p style={{ margin: '0 0 0.5rem', fontSize: '0.75rem', color: 'var(--pl-muted)' }}>{option.name}</p>
          {render(SAMPLE_TEXT[option.code])}
        </section>
      ))}
    </div>
  );
}
