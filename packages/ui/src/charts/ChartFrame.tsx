import { useId, type ReactNode } from 'react';
import type { ChartDatum } from './scale';

export interface ChartFrameProps {
  title: string;
  description?: string;
  data: readonly ChartDatum[];
  /** Heading of the data table's label column ("Day"). */
  labelHeader: string;
  /** Heading of the value column ("Conversations"). */
  valueHeader: string;
  formatValue: (value: number) => string;
  /** Shown in place of the chart when there is no data. */
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * What both charts share: a figure named by its title, the drawing hidden from screen readers,
 * and the same numbers as a visually hidden table they can read cell by cell.
 */
export function ChartFrame({ title, description, data, labelHeader, valueHeader, formatValue, empty, children }: ChartFrameProps) {
  const titleId = useId();
  return (
    <figure className="pl-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="pl-chart__title">
        {title}
      </figcaption>
      {description ? <p className="pl-field__hint">{description}</p> : null}
      {data.length === 0 ? (
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
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum, index) => (
                <tr key={`${datum.label}-${index}`}>
                  <th scope="row">{datum.label}</th>
                  <td>{formatValue(datum.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
