import {
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useTheme } from 'styled-components';
import { useMediaQuery } from '@lifeguard/shared/layout/use-media-query';
import type { ChartSeries } from '../utils/chart-data';

// Only what the three charts draw, so the rest of chart.js is tree-shaken away.
Chart.register(BarElement, CategoryScale, Filler, LinearScale, LineElement, PointElement, Tooltip);

export type ChartCanvasProps = {
  /** A line over days, or horizontal bars over categories. */
  kind: 'line' | 'bar';
  series: ChartSeries;
  /** Names the values in the tooltip, e.g. 'Sign-ups'. */
  valueLabel: string;
  /** The chart's text alternative: what it shows, read by screen readers instead of the canvas. */
  summary: string;
};

/**
 * A chart of the Project Dashboard (issue 13) drawn by chart.js on a canvas, in the theme's
 * colours; the canvas is an image labelled by `summary`. This module is the only one importing
 * chart.js: the dashboard loads it lazily, so no other page pays for the library. No animation
 * under prefers-reduced-motion.
 */
export function ChartCanvas({ kind, series, valueLabel, summary }: ChartCanvasProps) {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const grid = { color: theme.color.border };
  const ticks = { color: theme.color.textMuted, precision: 0 };
  const dataset = {
    label: valueLabel,
    data: series.values,
    borderColor: theme.color.primary,
    backgroundColor: kind === 'bar' ? theme.color.primary : theme.color.infoBg,
  };
  const common = {
    role: 'img',
    'aria-label': summary,
    fallbackContent: summary,
  } as const;
  const options = {
    maintainAspectRatio: false,
    animation: reducedMotion ? (false as const) : undefined,
    plugins: { tooltip: { enabled: true } },
  };
  return kind === 'line' ? (
    <Line
      {...common}
      data={{ labels: series.labels, datasets: [{ ...dataset, fill: true, tension: 0, pointRadius: 2 }] }}
      options={{
        ...options,
        scales: { x: { grid, ticks }, y: { beginAtZero: true, grid, ticks } },
      }}
    />
  ) : (
    <Bar
      {...common}
      data={{ labels: series.labels, datasets: [dataset] }}
      options={{
        ...options,
        indexAxis: 'y',
        scales: { x: { beginAtZero: true, grid, ticks }, y: { grid, ticks } },
      }}
    />
  );
}
