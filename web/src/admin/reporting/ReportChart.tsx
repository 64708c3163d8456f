import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { valueAxis } from './valueAxis';

export interface ChartPoint {
  name: string;
  value: number;
}

interface ReportChartProps {
  /** The chart's accessible name; the table under it is the accessible form of its data. */
  title: string;
  points: readonly ChartPoint[];
  /** Amounts (rand) on the value axis; counts otherwise, in whole numbers. */
  format?: (value: number) => string;
}

/**
 * A bar chart of one report table (recharts). Imported only by the reporting page, which is loaded lazily, so
 * recharts stays out of every other chunk.
 */
export function ReportChart({ title, points, format = String }: ReportChartProps) {
  const { token } = theme.useToken();
  const whole = format === String;
  // The axis from the values (recharts' own took a R -6.30 row down to R -150).
  const values = points.map((point) => point.value);
  const axis = valueAxis(values, { whole });
  return (
    <figure className="report-chart" role="img" aria-label={title} data-testid="report-chart">
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} title={title}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            tickFormatter={(value: number) => format(value)}
            allowDecimals={!whole}
            width={90}
            tick={{ fontSize: 12 }}
          />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" name={title} fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
