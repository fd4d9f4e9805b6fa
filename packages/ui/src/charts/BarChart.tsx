import { ChartFrame, type ChartTextProps } from './ChartFrame';
import { PLOT, ValueGrid } from './ValueGrid';
import { axisTicks, niceMax, yFor, type ChartCategory, type ChartDatum, type ChartSeries } from './scale';
import { useWidth } from './use-width';

/** One value per category: `data`, and the heading of its table column. */
interface OneSeries {
  data: readonly ChartDatum[];
  /** Heading of the data table's value column ("Conversations"). */
  valueHeader: string;
  categories?: never;
  series?: never;
}

/** Several values per category (conversations and leads per day): grouped bars and a legend. */
interface SeveralSeries {
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  data?: never;
  valueHeader?: never;
}

export type BarChartProps = ChartTextProps & (OneSeries | SeveralSeries) & { height?: number };

const { gutter: GUTTER, foot: FOOT } = PLOT;
/** Drawn at the width it is shown at: `initial` until measured (and in tests), never under `min`. */
const WIDTH = { initial: 640, min: 280 } as const;
/** Room at the plot's end edge, and the widest a bar gets. */
const END = 8;
const MAX_BAR = 48;
/** Room one date or hour needs under the axis; at most this many labels, however wide. */
const LABEL_ROOM = 72;
const MAX_LABELS = 7;

/**
 * Vertical bars, grouped when there are several series, in an SVG drawn at the width it is shown
 * at (so its text keeps its size). Zero values draw no bar. Categories run in reading order: the
 * SVG is drawn left to right and flipped as a whole in RTL by CSS, while its text is un-flipped.
 * Dense axes label an even spread of categories; the data table has every one.
 */
export function BarChart({ height = 220, data, valueHeader, categories: givenCategories, series: givenSeries, ...text }: BarChartProps) {
  const { formatValue } = text;
  const [ref, width] = useWidth<HTMLDivElement>(WIDTH.initial, WIDTH.min);
  const categories: readonly ChartCategory[] = givenCategories ?? data;
  const series: readonly ChartSeries[] = givenSeries ?? [{ key: 'value', label: valueHeader, values: data.map((datum) => datum.value) }];
  const plotHeight = height - FOOT;
  const plotWidth = width - GUTTER - END;
  const top = niceMax(Math.max(0, ...series.flatMap((one) => one.values)));
  const slot = plotWidth / Math.max(1, categories.length);
  const group = Math.min(slot * 0.8, MAX_BAR * series.length);
  const bar = group / Math.max(1, series.length);
  const labelled = axisTicks(categories.length, Math.max(2, Math.min(MAX_LABELS, Math.floor(plotWidth / LABEL_ROOM))));
  // Narrow slots: the first and last labels hug the plot's ends instead of spilling past them.
  const hug = slot < LABEL_ROOM && labelled.length > 1;
  const labelAt = (index: number) => {
    if (hug && index === 0) return { x: GUTTER, anchor: 'start' as const };
    if (hug && index === categories.length - 1) return { x: GUTTER + plotWidth, anchor: 'end' as const };
    return { x: GUTTER + slot * index + slot / 2, anchor: 'middle' as const };
  };
  return (
    <ChartFrame {...text} categories={categories} series={series}>
      <div ref={ref}>
        <svg className="pl-chart__svg" viewBox={`0 0 ${width} ${height}`} role="presentation">
          <ValueGrid top={top} plotHeight={plotHeight} formatValue={formatValue} width={width - END} />
          {categories.map((category, index) =>
            series.map((one, position) => {
              const value = one.values[index] ?? 0;
              if (value <= 0) return null;
              const y = yFor(value, top, plotHeight);
              return (
                <rect
                  key={`${index}-${one.key}`}
                  className={`pl-chart__bar pl-chart__bar--${one.tone ?? 'primary'}`}
                  x={GUTTER + slot * index + (slot - group) / 2 + bar * position}
                  y={y}
                  width={Math.max(bar - 1, 1)}
                  height={plotHeight - y}
                  rx={Math.min(3, bar / 4)}
                >
                  <title>{givenSeries ? `${category.label}: ${one.label} ${formatValue(value)}` : `${category.label}: ${formatValue(value)}`}</title>
                </rect>
              );
            }),
          )}
          {labelled.map((index) => {
            const category = categories[index]!;
            const { x, anchor } = labelAt(index);
            return (
              <text key={index} className="pl-chart__text" x={x} y={height - 6} textAnchor={anchor}>
                {category.short ?? category.label}
              </text>
            );
          })}
        </svg>
        {series.length > 1 ? (
          <ul className="pl-chart__legend">
            {series.map((one) => (
              <li key={one.key}>
                <span className={`pl-chart__swatch pl-chart__swatch--${one.tone ?? 'primary'}`} />
                {one.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </ChartFrame>
  );
}
