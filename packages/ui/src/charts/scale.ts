export interface ChartDatum {
  /** The category or date shown under the bar or point, already formatted for the page's language. */
  label: string;
  value: number;
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
