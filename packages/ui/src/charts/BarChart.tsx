import { ChartFrame, type ChartFrameProps } from './ChartFrame';
import { PLOT, ValueGrid } from './ValueGrid';
import { niceMax, yFor } from './scale';

export type BarChartProps = Omit<ChartFrameProps, 'children'> & { height?: number };

const { width: WIDTH, gutter: GUTTER, foot: FOOT } = PLOT;

/**
 * Vertical bars in an SVG that scales to its box. Categories run in reading order: the SVG is
 * drawn left to right and flipped as a whole in RTL by CSS, while text is un-flipped.
 */
export function BarChart({ height = 220, ...frame }: BarChartProps) {
  const { data, formatValue } = frame;
  const plotHeight = height - FOOT;
  const top = niceMax(Math.max(0, ...data.map((datum) => datum.value)));
  const slot = (WIDTH - GUTTER) / Math.max(1, data.length);
  const bar = Math.min(48, slot * 0.7);
  return (
    <ChartFrame {...frame}>
      <svg className="pl-chart__svg" viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="none" role="presentation">
        <ValueGrid top={top} plotHeight={plotHeight} formatValue={formatValue} />
        {data.map((datum, index) => {
          const x = GUTTER + slot * index + (slot - bar) / 2;
          const y = yFor(datum.value, top, plotHeight);
          return (
            <g key={`${datum.label}-${index}`}>
              <rect className="pl-chart__bar" x={x} y={y} width={bar} height={plotHeight - y} rx={3}>
                <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
              </rect>
              <text className="pl-chart__text" x={x + bar / 2} y={height - 6} textAnchor="middle">
                {datum.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
