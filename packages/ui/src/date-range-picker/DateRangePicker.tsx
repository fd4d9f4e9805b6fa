import { useId, useState } from 'react';
import { cx } from '../internal/cx';
import { lastDays, validateRange, type DateRange, type RangeProblem } from './date-range';

export interface DateRangePreset {
  /** "Last 7 days" */
  label: string;
  days: number;
}

export interface DateRangePickerLabels {
  /** Names the group ("Period"). */
  legend: string;
  start: string;
  end: string;
  apply: string;
  /** Names the preset buttons' group ("Quick ranges"). */
  presets: string;
  /** Words for each problem validateRange can find. */
  problem: (problem: RangeProblem) => string;
}

export interface DateRangePickerProps {
  value: DateRange;
  /** Called with a valid range only: a preset click, or Apply on a custom range. */
  onChange: (range: DateRange) => void;
  labels: DateRangePickerLabels;
  presets?: readonly DateRangePreset[];
  /** Today as YYYY-MM-DD in the business's time zone; presets end on it and it is the latest day. */
  today: string;
  min?: string;
  maxDays?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * Presets for the common periods and two native date inputs for a custom one. Native inputs give
 * every browser's localised, keyboard- and screen-reader-ready calendar at no weight; the custom
 * range is checked before it is applied and the problem is tied to the fields.
 */
export function DateRangePicker({ value, onChange, labels, presets = [], today, min, maxDays, disabled = false, className }: DateRangePickerProps) {
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(value);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue.start !== value.start || lastValue.end !== value.end) {
    // A new range from outside (a preset, the URL) replaces what was typed.
    setLastValue(value);
    setDraft(value);
    setProblem(null);
  }

  const apply = () => {
    const found = validateRange(draft, { min, max: today, maxDays });
    setProblem(found);
    if (!found) onChange(draft);
  };

  const errorId = `${id}-error`;
  const activePreset = presets.find((preset) => {
    const range = lastDays(today, preset.days);
    return range.start === value.start && range.end === value.end;
  });

  return (
    <fieldset className={cx('pl-date-range', className)} disabled={disabled}>
      <legend className="pl-field__label">{labels.legend}</legend>
      {presets.length > 0 ? (
        <div className="pl-date-range__presets" role="group" aria-label={labels.presets}>
          {presets.map((preset) => (
            <button
              key={preset.days}
              type="button"
              className={cx('pl-button', 'pl-button--sm', preset === activePreset ? 'pl-button--primary' : 'pl-button--secondary')}
              aria-pressed={preset === activePreset}
              onClick={() => onChange(lastDays(today, preset.days))}
            >
              {preset.label}
            </button>
          ))}
        </div>
      ) : null}
      {/* Not a <form>: the picker often sits inside an app's own form, and forms cannot nest. */}
      <div
        className="pl-date-range__custom"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            apply();
          }
        }}
      >
        <DateField
          label={labels.start}
          value={draft.start}
          min={min}
          max={today}
          invalid={problem === 'start-invalid' || problem === 'before-min' || problem === 'end-before-start'}
          errorId={problem ? errorId : undefined}
          onChange={(start) => setDraft({ ...draft, start })}
        />
        <DateField
          label={labels.end}
          value={draft.end}
          min={draft.start || min}
          max={today}
          invalid={problem === 'end-invalid' || problem === 'after-max' || problem === 'end-before-start' || problem === 'too-long'}
          errorId={problem ? errorId : undefined}
          onChange={(end) => setDraft({ ...draft, end })}
        />
        <button type="button" className="pl-button pl-button--secondary" onClick={apply}>
          {labels.apply}
        </button>
      </div>
      {problem ? (
        <p id={errorId} className="pl-field__error" role="alert">
          {labels.problem(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  min: string | undefined;
  max: string;
  invalid: boolean;
  /** The range's error, when there is one: it may concern either end. */
  errorId: string | undefined;
  onChange: (value: string) => void;
}

/** One end of the custom range: a native date input, so the browser's own picker and keyboard apply. */
function DateField({ label, value, min, max, invalid, errorId, onChange }: DateFieldProps) {
  return (
    <label className="pl-field">
      <span className="pl-field__label">{label}</span>
      <input
        type="date"
        className="pl-field__input"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}
