import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
  tone: 'primary' | 'accent';
}

export interface BarChartProps {
  /** Names the picture and captions its data table. */
  title: string;
  /** What the picture shows, in a sentence or two, for people who cannot see it. */
  description: string;
  /** Heading of the table's first column (Day, Hour). */
  categoryHeader: string;
  /** One entry per bar group: `label` in the table and tooltips, `short` under the axis. */
  categories: { key: string; label: string; short: string }[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
  testId?: string;
}

/** Drawn at the width it is shown at, so its text keeps its size; this until measured (and in tests). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 26;
const AXIS = 44;
const END = 8;
const MAX_AXIS_LABELS = 7;
/** Room one date or hour label needs under the axis. */
const LABEL_ROOM = 72;

/** A round ceiling for the value axis: 1, 2, 5 or 10 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** At most `count` evenly spread indices out of `length`, first and last included. */
export function axisTicks(length: number, count = MAX_AXIS_LABELS): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

/**
 * A hand-drawn SVG bar chart (one bar per series in each group). The picture is an image with a
 * title and a description; the numbers themselves are in a table that screen readers read and
 * sighted people do not see. Right-to-left pages draw time from right to left.
 */
/** The inline size an element is laid out at, followed as it changes. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(Math.max(MIN_WIDTH, Math.round(element.clientWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function BarChart({ title, description, categoryHeader, categories, series, formatValue, testId }: BarChartProps) {
  const { i18n } = useTranslation();
  const ids = useId();
  const [figureRef, width] = useWidth<HTMLElement>(DEFAULT_WIDTH);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotWidth = width - AXIS - END;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = categories.length ? plotWidth / categories.length : plotWidth;
  const barWidth = (slot * 0.8) / Math.max(1, series.length);
  // x from the inline start of the plot; mirrored as a whole on right-to-left pages. The SVG itself
  // is laid out left to right so that text anchors mean left and right.
  const place = (x: number, size = 0) => (rtl ? width - AXIS - x - size : AXIS + x);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const gridValues = max % 2 === 0 ? [0, max / 2, max] : [0, max];
  const axisX = rtl ? width - AXIS + 6 : AXIS - 6;
  const ticks = axisTicks(categories.length, Math.max(2, Math.min(MAX_AXIS_LABELS, Math.floor(plotWidth / LABEL_ROOM))));
  // The first and last labels hug the plot's ends instead of spilling past them.
  const anchor = (i: number) => {
    if (ticks.length < 2 || (i !== 0 && i !== categories.length - 1)) return 'middle';
    return (i === 0) !== rtl ? 'start' : 'end';
  };
  const labelX = (i: number) => {
    const a = anchor(i);
    if (a === 'middle') return place(i * slot + slot / 2);
    return i === 0 ? place(0, 0) : place(plotWidth, 0);
  };

  return (
    <figure className="chart" data-testid={testId} ref={figureRef}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-desc`}
        className="chart__svg"
        direction="ltr"
      >
        <title id={`${ids}-title`}>{title}</title>
        <desc id={`${ids}-desc`}>{description}</desc>
        <g className="chart__grid" aria-hidden="true">
          {gridValues.map((value) => (
            <g key={value}>
              <line x1={AXIS} x2={width - END} y1={y(value)} y2={y(value)} transform={rtl ? `translate(${END - AXIS} 0)` : undefined} />
              <text x={axisX} y={y(value)} dy="0.35em" textAnchor={rtl ? 'start' : 'end'}>
                {formatValue(value)}
              </text>
            </g>
          ))}
        </g>
        <g aria-hidden="true">
          {categories.map((category, i) =>
            series.map((s, si) => {
              const value = s.values[i] ?? 0;
              if (value <= 0) return null;
              const x = place(i * slot + slot * 0.1 + si * barWidth, barWidth);
              return (
                <rect
                  key={`${category.key}-${s.key}`}
                  className={`chart__bar chart__bar--${s.tone}`}
                  x={x}
                  y={y(value)}
                  width={Math.max(barWidth - 1, 1)}
                  height={TOP + plotHeight - y(value)}
                >
                  <title>{`${category.label}: ${s.label} ${formatValue(value)}`}</title>
                </rect>
              );
            }),
          )}
        </g>
        <g className="chart__axis" aria-hidden="true">
          {ticks.map((i) => (
            <text key={categories[i]!.key} x={labelX(i)} y={HEIGHT - 8} textAnchor={anchor(i)}>
              {categories[i]!.short}
            </text>
          ))}
        </g>
      </svg>
      {series.length > 1 ? (
        <ul className="chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className={`chart__swatch chart__swatch--${s.tone}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="pl-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, i) => (
            <tr key={category.key}>
              <th scope="row">{category.label}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Two shares of a whole (chat and voice) as one bar, with the figures written out beside it. */
export function SplitBar({
  parts,
  formatValue,
  formatShare,
}: {
  parts: { key: string; label: string; value: number; tone: 'primary' | 'accent' }[];
  formatValue: (value: number) => string;
  formatShare: (ratio: number) => string;
}) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return (
    <div className="split">
      <div className="split__bar" aria-hidden="true">
        {total > 0
          ? parts.map((part) =>
              part.value > 0 ? <span key={part.key} className={`split__part chart__swatch--${part.tone}`} style={{ flexGrow: part.value }} /> : null,
            )
          : null}
      </div>
      <dl className="split__figures">
        {parts.map((part) => (
          <div key={part.key}>
            <dt>
              <span className={`chart__swatch chart__swatch--${part.tone}`} aria-hidden="true" />
              {part.label}
            </dt>
            <dd data-testid={`split-${part.key}`}>
              {formatValue(part.value)} ({formatShare(total ? part.value / total : 0)})
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
