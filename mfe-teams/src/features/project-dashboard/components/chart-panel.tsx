import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import type { ChartSeries } from '../utils/chart-data';
import type { ChartCanvasProps } from './chart-canvas';

/** Shown in place of a chart whose code could not be loaded: its summary, as text. */
function ChartUnavailable({ summary }: ChartCanvasProps) {
  return <p>{summary}</p>;
}

// chart.js comes with this page only, in its own chunk; a failed load leaves the summary and the
// table (React.lazy would cache the failure, so it resolves to the text fallback instead).
const ChartCanvas = lazy(() =>
  import('./chart-canvas').then(
    (module) => ({ default: module.ChartCanvas }),
    () => ({ default: ChartUnavailable }),
  ),
);

export type ChartPanelProps = ChartCanvasProps & {
  title: string;
  /** Heads the first column of the data table, e.g. 'Date' or 'Type'. */
  labelHeading: string;
};

const StyledPanel = styled.figure`
  ${cardSurface}
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledCanvasBox = styled.div`
  position: relative;
  height: calc(${({ theme }) => theme.space.xxl} * 5);
`;

/** The chart's data as a table for screen readers (the canvas is only an image to them). */
function DataTable({ title, labelHeading, valueLabel, series }: ChartPanelProps & { series: ChartSeries }) {
  return (
    <table className="visually-hidden">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {series.labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{series.values[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One chart of the Project Dashboard (issue 13): its title, the chart (loaded on first render,
 * a placeholder meanwhile), and its data as a visually hidden table.
 */
export function ChartPanel(props: ChartPanelProps) {
  const captionId = useId();
  return (
    <StyledPanel aria-labelledby={captionId}>
      <figcaption id={captionId}>{props.title}</figcaption>
      <StyledCanvasBox>
        <Suspense fallback={<Skeleton label={`Loading the chart ${props.title}...`} />}>
          <ChartCanvas
            kind={props.kind}
            series={props.series}
            valueLabel={props.valueLabel}
            summary={props.summary}
          />
        </Suspense>
      </StyledCanvasBox>
      <DataTable {...props} />
    </StyledPanel>
  );
}
