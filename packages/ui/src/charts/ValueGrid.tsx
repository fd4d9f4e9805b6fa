import { ticks, yFor } from './scale';

/** The plot's geometry, shared by every chart: a 600-wide viewBox, a gutter for the value labels, a foot for the category labels. */
export const PLOT = { width: 600, gutter: 40, foot: 24 } as const;

/** Horizontal gridlines at the nice ticks up to `top`, each labelled with its value in the gutter. */
export function ValueGrid({
  top,
  plotHeight,
  formatValue,
  width = PLOT.width,
}: {
  top: number;
  plotHeight: number;
  formatValue: (value: number) => string;
  /** The drawing's width in viewBox units; the lines run from the gutter to it. */
  width?: number;
}) {
  return (
    <>
      {ticks(top).map((tick) => (
        <g key={tick} className="pl-chart__grid">
          <line x1={PLOT.gutter} x2={width} y1={yFor(tick, top, plotHeight)} y2={yFor(tick, top, plotHeight)} />
          <text className="pl-chart__text" x={PLOT.gutter - 6} y={yFor(tick, top, plotHeight)} textAnchor="end" dominantBaseline="middle">
            {formatValue(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
