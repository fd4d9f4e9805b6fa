import { ChartFrame, type ChartTextProps } from './ChartFrame';
import { PLOT, ValueGrid } from './ValueGrid';
import { niceMax, yFor, type ChartDatum } from './scale';

export interface LineChartProps extends ChartTextProps {
  data: readonly ChartDatum[];
  /** Heading of the data table's value column ("Conversations"). */
  valueHeader: string;
  height?: number;
}

const { width: WIDTH, gutter: GUTTER, foot: FOOT } = PLOT;

/** A line over time in an SVG; first and last labels only, so dense series stay readable. */
export function LineChart({ height = 220, data, valueHeader, ...text }: LineChartProps) {
  const { formatValue } = text;
  const plotHeight = height - FOOT;
  const top = niceMax(Math.max(0, ...data.map((datum) => datum.value)));
  const step = data.length > 1 ? (WIDTH - GUTTER - 8) / (data.length - 1) : 0;
  const points = data.map((datum, index) => ({ x: GUTTER + 4 + step * index, y: yFor(datum.value, top, plotHeight), datum }));
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <ChartFrame {...text} categories={data} series={[{ key: 'value', label: valueHeader, values: data.map((datum) => datum.value) }]}>
      <svg className="pl-chart__svg" viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="none" role="presentation">
        <ValueGrid top={top} plotHeight={plotHeight} formatValue={formatValue} />
        <path className="pl-chart__line" d={path} fill="none" vectorEffect="non-scaling-stroke" />
        {points.map((point, index) => (
          <circle key={index} className="pl-chart__point" cx={point.x} cy={point.y} r={3}>
            <title>{`${point.datum.label}: ${formatValue(point.datum.value)}`}</title>
          </circle>
        ))}
        {first ? (
          <text className="pl-chart__text" x={first.x} y={height - 6} textAnchor="start">
            {first.datum.short ?? first.datum.label}
          </text>
        ) : null}
        {last && last !== first ? (
          <text className="pl-chart__text" x={last.x} y={height - 6} textAnchor="end">
            {last.datum.short ?? last.datum.label}
          </text>
        ) : null}
      </svg>
    </ChartFrame>
  );
}
