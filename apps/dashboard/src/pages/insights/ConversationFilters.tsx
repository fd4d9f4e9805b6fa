import { Button, TextField } from '@parley/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateErrorLabel, resultLabel } from './labels';
import { dateRangeError, RESULTS, type Listing } from './listing';
import { Field } from '../../components/Field';

/**
 * The table's filters. Dates and outcome apply as soon as they are valid; the session id applies
 * when the search is submitted. The parent remounts this when the query string changes, so the
 * fields always show what the table shows (back and forward included).
 */
export function ConversationFilters({ listing, onChange }: { listing: Listing; onChange: (change: Partial<Listing>) => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(listing.start_date ?? '');
  const [end, setEnd] = useState(listing.end_date ?? '');
  const [session, setSession] = useState(listing.session_id ?? '');
  const rangeError = dateRangeError(start || undefined, end || undefined);

  const changeDates = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (!dateRangeError(nextStart || undefined, nextEnd || undefined)) onChange({ start_date: nextStart || undefined, end_date: nextEnd || undefined });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    onChange({ session_id: session.trim() || undefined, start_date: start || undefined, end_date: end || undefined });
  };

  return (
    <form role="search" aria-label={t('insights.conversations.filters')} className="insights__filters" onSubmit={search} noValidate>
      <div className="inline-form">
        <TextField
          label={t('insights.conversations.searchSession')}
          type="search"
          value={session}
          maxLength={100}
          onChange={(e) => {
            setSession(e.target.value);
            // Emptying the box shows everything again without another step.
            if (!e.target.value && listing.session_id) onChange({ session_id: undefined });
          }}
        />
        <Button type="submit" variant="secondary">
          {t('insights.conversations.search')}
        </Button>
      </div>
      <div className="inline-form">
        <TextField
          label={t('insights.conversations.from')}
          type="date"
          value={start}
          max={end || undefined}
          onChange={(e) => changeDates(e.target.value, end)}
          error={rangeError ? dateErrorLabel(t, rangeError) : null}
        />
        <TextField
          label={t('insights.conversations.to')}
          type="date"
          value={end}
          min={start || undefined}
          onChange={(e) => changeDates(start, e.target.value)}
        />
        <Field label={t('insights.conversations.outcome')}>
          {(field) => (
            <select
              {...field}
              className="pl-field__input"
              value={listing.result ?? listing.outcome ?? ''}
              // What happened, as the list shows it; a link's stored-outcome filter (?outcome=lead) gives way to it.
              onChange={(e) => onChange({ result: RESULTS.find((r) => r === e.target.value), outcome: undefined })}
            >
              <option value="">{t('insights.conversations.allOutcomes')}</option>
              {RESULTS.map((result) => (
                <option key={result} value={result}>
                  {resultLabel(t, result)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </form>
  );
}
