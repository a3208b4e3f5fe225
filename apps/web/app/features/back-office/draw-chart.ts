/**
 * Draws one day-by-day series of the dashboard with uPlot (decision 038). Loaded only by the dashboard, after it has
 * hydrated (a dynamic import in an effect), so no other page and no first paint pays for it; the figures themselves
 * are server-rendered, and the same days are in a table for screen readers and browsers without JavaScript.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCalendarDate } from '../../lib/format.ts';

export interface ChartInput {
  /** YYYY-MM-DD India days, oldest first. */
  days: string[];
  values: number[];
  label: string;
  /** The smallest step worth a tick: 1 for counts, 100 for paise (whole rupees). */
  unit: number;
  /** An axis tick's text (money in rupees, counts as they are). */
  format: (value: number) => string;
}

const cssColor = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Draws into `el` and follows its width; returns the clean-up. */
export function drawChart(el: HTMLElement, input: ChartInput): () => void {
  const brand = cssColor('--color-brand-700', '#1d6b48');
  const muted = cssColor('--color-muted', '#5b6470');
  const grid = cssColor('--color-line', '#e3e6ea');
  // The days are India's, given as UTC midnights and shown as UTC: the label is the day itself wherever the browser is.
  const xs = input.days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
  // Ticks at 1, 2, 5, 10, 20, 50… units: never a fraction of an order or of a rupee.
  const incrs = Array.from({ length: 30 }, (_, i) => input.unit * [1, 2, 5][i % 3] * 10 ** Math.floor(i / 3));
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const chart = new uPlot(
    {
      width: Math.max(200, el.clientWidth),
      height: 180,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { y: false, points: { size: 6 } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4 * input.unit, max * 1.1)] } },
      series: [{}, { label: input.label, stroke: brand, fill: `${brand}33`, width: 1, paths: uPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }],
      axes: [
        // "28 Oct", as every date in the back office reads.
        { ...axis, space: 60, values: (_u, splits) => splits.map((ts) => formatCalendarDate(new Date(ts * 1000).toISOString().slice(0, 10))) },
        { ...axis, size: 72, incrs, values: (_u, splits) => splits.map((v) => input.format(v)) },
      ],
    },
    [xs, input.values],
    el,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, el.clientWidth), height: 180 }));
  resize.observe(el);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
