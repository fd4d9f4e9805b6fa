import type { AnalyticsTotals } from '@parley/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Formatters } from './format';
import { delta } from './period';

export type FigureKey = 'conversations' | 'leads' | 'conversion' | 'duration' | 'messages' | 'unanswered';

/** Whether a rise is good news (green), bad news (red), or neither (grey). */
const RISE_IS: Record<FigureKey, 'good' | 'bad' | 'neutral'> = {
  conversations: 'good',
  leads: 'good',
  conversion: 'good',
  duration: 'neutral',
  messages: 'neutral',
  unanswered: 'bad',
};
const FALL_IS = { good: 'bad', bad: 'good', neutral: 'neutral' } as const;

/** Where each figure comes from in the totals, and how it is written. */
const SOURCES: Record<FigureKey, { field: keyof AnalyticsTotals; write: 'number' | 'percent' | 'duration' }> = {
  conversations: { field: 'conversations', write: 'number' },
  leads: { field: 'leads', write: 'number' },
  conversion: { field: 'conversion_rate', write: 'percent' },
  duration: { field: 'average_duration_seconds', write: 'duration' },
  messages: { field: 'messages', write: 'number' },
  unanswered: { field: 'unanswered_questions', write: 'number' },
};

function figure(key: FigureKey, totals: AnalyticsTotals, format: Formatters): { value: number; text: string } {
  const { field, write } = SOURCES[key];
  const value = totals[field];
  return { value, text: format[write](value) };
}

/**
 * Cards with this period's figures and how each moved against the period just before. The
 * conversion rate moves in percentage points; the others relatively.
 */
export function KeyFigures({
  totals,
  previous,
  keys,
  format,
  links,
}: {
  totals: AnalyticsTotals;
  previous: AnalyticsTotals;
  keys: readonly FigureKey[];
  format: Formatters;
  /** Optional page each card leads to (the overview links to the full pages). */
  links?: Partial<Record<FigureKey, string>>;
}) {
  const { t } = useTranslation();
  const labels: Record<FigureKey, string> = {
    conversations: t('insights.figures.conversations'),
    leads: t('insights.figures.leads'),
    conversion: t('insights.figures.conversion'),
    duration: t('insights.figures.duration'),
    messages: t('insights.figures.messages'),
    unanswered: t('insights.figures.unanswered'),
  };
  return (
    <ul className="figures">
      {keys.map((key) => {
        const now = figure(key, totals, format);
        const before = figure(key, previous, format);
        const moved = delta(now.value, before.value);
        const change =
          key === 'conversion'
            ? t('insights.figures.points', { value: format.number(Math.round(Math.abs(now.value - before.value) * 1000) / 10) })
            : moved.ratio === null
              ? null
              : format.percent(Math.abs(moved.ratio));
        const deltaText =
          moved.direction === 'same'
            ? t('insights.figures.same')
            : change === null
              ? t('insights.figures.new')
              : moved.direction === 'up'
                ? t('insights.figures.up', { change })
                : t('insights.figures.down', { change });
        const href = links?.[key];
        const tone = moved.direction === 'same' ? 'neutral' : moved.direction === 'up' ? RISE_IS[key] : FALL_IS[RISE_IS[key]];
        return (
          <li key={key} className="figure" data-testid={`figure-${key}`}>
            <p className="figure__label">{href ? <Link to={href}>{labels[key]}</Link> : labels[key]}</p>
            <p className="figure__value">{now.text}</p>
            <p className={`figure__delta figure__delta--${tone}`}>
              <span aria-hidden="true">{moved.direction === 'up' ? '▲ ' : moved.direction === 'down' ? '▼ ' : '= '}</span>
              {deltaText}
            </p>
            <p className="figure__previous muted">{t('insights.figures.previous', { value: before.text })}</p>
          </li>
        );
      })}
    </ul>
  );
}
