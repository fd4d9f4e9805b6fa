import type { AnalyticsQuery } from '@parley/api-client';
import { Button, TextField } from '@parley/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateErrorLabel } from './labels';
import { customRangeError, MAX_CUSTOM_DAYS, periodChoice, PRESETS, type PeriodChoice, type RangeError } from './period';

interface Props {
  query: AnalyticsQuery;
  /** The dates the figures on screen cover, to start a custom range from. */
  shown: { start: string; end: string } | null;
  onChange: (query: AnalyticsQuery) => void;
}

/** 7, 30 or 90 days apply at once; a custom range applies once both dates are valid. */
export function PeriodPicker({ query, shown, onChange }: Props) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PeriodChoice>(periodChoice(query));
  const [start, setStart] = useState('start_date' in query ? query.start_date : (shown?.start ?? ''));
  const [end, setEnd] = useState('start_date' in query ? query.end_date : (shown?.end ?? ''));
  const [problem, setProblem] = useState<{ field: 'start' | 'end'; error: RangeError } | null>(null);
  const labels: Record<PeriodChoice, string> = {
    '7d': t('insights.period.7d'),
    '30d': t('insights.period.30d'),
    '90d': t('insights.period.90d'),
    custom: t('insights.period.custom'),
  };
  // Only the date the problem is about says it.
  const errorOf = (field: 'start' | 'end') => {
    if (problem?.field !== field) return null;
    return problem.error === 'tooLong' ? t('insights.period.tooLong', { max: MAX_CUSTOM_DAYS }) : dateErrorLabel(t, problem.error);
  };

  const pick = (next: PeriodChoice) => {
    setChoice(next);
    setProblem(null);
    if (next !== 'custom') onChange({ period: next });
    else {
      if (!start && shown) setStart(shown.start);
      if (!end && shown) setEnd(shown.end);
    }
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const invalid = customRangeError(start, end);
    setProblem(invalid);
    if (!invalid) onChange({ start_date: start, end_date: end });
  };

  return (
    <div className="period-picker">
      <fieldset className="period-picker__choices">
        <legend className="pl-field__label">{t('insights.period.label')}</legend>
        <div className="interval-toggle">
          {[...PRESETS, 'custom' as const].map((value) => (
            <label key={value} className={choice === value ? 'is-on' : undefined}>
              <input type="radio" name="analytics-period" value={value} checked={choice === value} onChange={() => pick(value)} />
              {labels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' ? (
        <form className="inline-form" onSubmit={apply} noValidate aria-label={t('insights.period.customForm')}>
          <DateField label={t('insights.period.start')} value={start} max={end} onChange={setStart} error={errorOf('start')} />
          <DateField label={t('insights.period.end')} value={end} min={start} onChange={setEnd} error={errorOf('end')} />
          <Button type="submit">{t('insights.period.apply')}</Button>
        </form>
      ) : null}
    </div>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  /** The other end of the range; while it is empty the date is not bounded by it. */
  min?: string;
  max?: string;
  error: string | null;
  onChange: (value: string) => void;
}

function DateField({ min, max, onChange, ...props }: DateFieldProps) {
  return <TextField {...props} type="date" min={min || undefined} max={max || undefined} onChange={(e) => onChange(e.target.value)} />;
}
