import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ChartCategory, ChartSeries } from './scale';

/** The words every chart takes, whatever it draws. */
export interface ChartTextProps {
  title: string;
  /** What the chart shows, in a sentence or two; describes the figure for screen readers. */
  description?: string;
  /** Keeps the title for screen readers only, where the page already shows it as a heading. */
  hideTitle?: boolean;
  /** Keeps the description for screen readers only. */
  hideDescription?: boolean;
  /** Heading of the data table's label column ("Day"). */
  labelHeader: string;
  formatValue: (value: number) => string;
  /** Shown in place of the chart when there is no data. */
  empty?: ReactNode;
}

export interface ChartFrameProps extends ChartTextProps {
  categories: readonly ChartCategory[];
  /** One column of the data table each. */
  series: readonly Pick<ChartSeries, 'key' | 'label' | 'values'>[];
  children: ReactNode;
}

/**
 * What every chart shares: a figure named by its title and described by its description, the
 * drawing hidden from screen readers, and the same numbers as a visually hidden table they can
 * read cell by cell (one row per category, one column per series).
 */
export function ChartFrame({
  title,
  description,
  hideTitle = false,
  hideDescription = false,
  labelHeader,
  formatValue,
  empty,
  categories,
  series,
  children,
}: ChartFrameProps) {
  const id = useId();
  return (
    <figure className="pl-chart" aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-description` : undefined}>
      <figcaption id={`${id}-title`} className={cx('pl-chart__title', hideTitle && 'pl-visually-hidden')}>
        {title}
      </figcaption>
      {description ? (
        <p id={`${id}-description`} className={cx('pl-field__hint', hideDescription && 'pl-visually-hidden')}>
          {description}
        </p>
      ) : null}
      {categories.length === 0 ? (
        <div className="pl-chart__empty">{empty}</div>
      ) : (
        <>
          <div className="pl-chart__drawing" aria-hidden="true">
            {children}
          </div>
          <table className="pl-visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                {series.map((one) => (
                  <th key={one.key} scope="col">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => (
                <tr key={`${category.label}-${index}`}>
                  <th scope="row">{category.label}</th>
                  {series.map((one) => (
                    <td key={one.key}>{formatValue(one.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
