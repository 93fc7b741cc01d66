/**
 * The Reports panel's charts, drawn by uPlot (a small canvas charting library) on the panel's own chunk: ReportChart
 * imports this module when a chart is shown, so no other page and no other panel loads it. Two kinds: the trend
 * (bookings as bars on the left axis, revenue as a line on the right, per local date) and horizontal bars (one per
 * employee, service or kind of customer, its value written at its end).
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { compactNaira, formatCount, formatPercent } from './report-figures.ts';

export type BarUnit = 'percent' | 'naira' | 'count';

export type ChartSpec =
  | { kind: 'trend'; dates: string[]; bookings: number[]; revenue: number[] }
  | { kind: 'bars'; labels: string[]; values: number[]; unit: BarUnit };

// The design tokens of global.css (a canvas cannot read CSS variables at draw time without a lookup per colour).
export const CHART_COLOURS = { bookings: '#5a3670', revenue: '#b9553b' };
const INK_MUTED = '#5b5361';
const INK = '#1f1a24';
const LINE = '#e4dbe6';
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const FONT = `12px ${FONT_FAMILY}`;
const DAY_SECONDS = 86_400;

const axis = (extra: uPlot.Axis): uPlot.Axis => ({
  stroke: INK_MUTED,
  font: FONT,
  grid: { stroke: LINE, width: 1 },
  ticks: { stroke: LINE, width: 1, size: 4 },
  ...extra,
});

const dayLabel = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const epochOf = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 1000;
/** Whole steps only: there is no half a booking. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

function trend(spec: Extract<ChartSpec, { kind: 'trend' }>, width: number): [uPlot.Options, uPlot.AlignedData] {
  const days = spec.dates.map(epochOf);
  // Half a day either side, so the first and last bars show whole (uPlot widens a single day's range to years).
  const span: uPlot.Range.MinMax = [days[0]! - DAY_SECONDS / 2, days.at(-1)! + DAY_SECONDS / 2];
  const opts: uPlot.Options = {
    width,
    height: 260,
    legend: { show: false },
    cursor: { show: false },
    // Dates are UTC midnights standing for local dates: read them back in UTC.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: () => span },
      count: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      naira: { range: (_u, _min, max) => [0, Math.max(1000, max * 1.1)] },
    },
    axes: [
      axis({
        space: 56,
        // Whole days only: a short period would otherwise be marked in hours.
        incrs: [1, 2, 7, 14, 28, 56, 91].map((n) => n * DAY_SECONDS),
        values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))),
      }),
      axis({ scale: 'count', incrs: COUNT_STEPS, size: 40 }),
      axis({
        scale: 'naira',
        side: 1,
        size: 56,
        grid: { show: false },
        values: (_u, splits) => splits.map(compactNaira),
      }),
    ],
    series: [
      {},
      {
        label: 'Bookings',
        scale: 'count',
        stroke: CHART_COLOURS.bookings,
        fill: 'rgba(90, 54, 112, 0.35)',
        paths: uPlot.paths.bars!({ size: [0.7, 40] }),
        points: { show: false },
      },
      {
        label: 'Revenue',
        scale: 'naira',
        stroke: CHART_COLOURS.revenue,
        width: 2,
        points: { show: spec.dates.length <= 31, size: 5, fill: CHART_COLOURS.revenue },
      },
    ],
  };
  return [opts, [days, spec.bookings, spec.revenue]];
}

const FORMATS: Record<BarUnit, (v: number) => string> = {
  percent: formatPercent,
  naira: compactNaira,
  count: formatCount,
};
const BAR_HEIGHT = 34;
const shorten = (label: string, max = 16) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

function bars(spec: Extract<ChartSpec, { kind: 'bars' }>, width: number): [uPlot.Options, uPlot.AlignedData] {
  const n = spec.labels.length;
  const format = FORMATS[spec.unit];
  const longest = Math.max(...spec.labels.map((l) => shorten(l).length));
  // Occupancy is read against a full day (100%); amounts and counts against the largest, with room for its label.
  const top = spec.unit === 'percent' ? Math.max(1, ...spec.values) : Math.max(1, ...spec.values) * 1.15;
  // Each bar's value at its end (inside the bar when it reaches the right edge).
  const writeValues = (u: uPlot) => {
    const { ctx } = u;
    ctx.save();
    // The canvas is in device pixels.
    ctx.font = `600 ${Math.round(12 * uPlot.pxRatio)}px ${FONT_FAMILY}`;
    ctx.textBaseline = 'middle';
    spec.values.forEach((value, i) => {
      const y = u.valToPos(i, 'x', true);
      const x = u.valToPos(value, 'y', true);
      const text = format(value);
      const inside = x + ctx.measureText(text).width + 8 * uPlot.pxRatio > u.bbox.left + u.bbox.width;
      ctx.fillStyle = inside ? '#fff' : INK;
      ctx.textAlign = inside ? 'right' : 'left';
      ctx.fillText(text, x + (inside ? -6 : 6) * uPlot.pxRatio, y);
    });
    ctx.restore();
  };
  const opts: uPlot.Options = {
    width,
    height: n * BAR_HEIGHT + 44,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // The categories run down the left side, the first at the top.
      x: { time: false, ori: 1, dir: -1, range: [-0.5, n - 0.5] },
      y: { ori: 0, dir: 1, range: [0, top] },
    },
    axes: [
      axis({
        side: 3,
        size: Math.min(130, longest * 7 + 14),
        grid: { show: false },
        ticks: { show: false },
        splits: () => spec.labels.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => shorten(spec.labels[i] ?? '')),
      }),
      axis({
        side: 2,
        size: 32,
        space: 60,
        incrs: spec.unit === 'percent' ? [0.1, 0.2, 0.25, 0.5, 1] : spec.unit === 'count' ? COUNT_STEPS : undefined,
        values: (_u, splits) => splits.map(format),
      }),
    ],
    series: [
      {},
      {
        stroke: CHART_COLOURS.bookings,
        fill: CHART_COLOURS.bookings,
        paths: uPlot.paths.bars!({ size: [0.7, 26] }),
        points: { show: false },
      },
    ],
    hooks: { draw: [writeValues] },
  };
  return [opts, [spec.labels.map((_, i) => i), spec.values]];
}

/** Draws the chart into `root` at `width` CSS pixels; the caller resizes (`setSize`) and destroys it. */
export function drawChart(root: HTMLElement, spec: ChartSpec, width: number): uPlot {
  const [opts, data] = spec.kind === 'trend' ? trend(spec, width) : bars(spec, width);
  return new uPlot(opts, data, root);
}
