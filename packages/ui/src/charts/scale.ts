/** A category on the chart's axis: its full name for the data table and tooltips, and an optional short one for under the axis. */
export interface ChartCategory {
  /** The category or date, already formatted for the page's language ("Mar 2, 2026"). */
  label: string;
  /** What the axis shows when room is short ("2"); `label` when left out. */
  short?: string;
}

export interface ChartDatum extends ChartCategory {
  value: number;
}

/** How a series is coloured: the brand colour, or a second colour that stands apart from it. */
export type ChartTone = 'primary' | 'accent';

/** One measure across the categories (conversations, leads): `values[i]` belongs to category `i`. */
export interface ChartSeries {
  key: string;
  /** Names the series in the legend, the tooltips and its column of the data table. */
  label: string;
  values: readonly number[];
  tone?: ChartTone;
}

/**
 * A "nice" top for the value axis (1, 2, 2.5 or 5 times a power of ten) at or above the largest
 * value, so gridlines land on round numbers. Zero or negative data gives 1.
 */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Evenly spaced gridline values from 0 to `top` inclusive. */
export function ticks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (top / count) * index);
}

/** Maps a value to a y coordinate in a plot `height` tall whose top is `top` (SVG y grows downward). */
export function yFor(value: number, top: number, height: number): number {
  return height - (Math.max(0, value) / top) * height;
}

/** Which of `length` categories get a label under the axis: at most `count`, evenly spread, first and last included. */
export function axisTicks(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  if (count < 2) return [0];
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}
