/**
 * A chart of the Reports panel (issue 32): its drawing code (report-charts.ts, with uPlot) is imported when the first
 * chart mounts, so it loads with this panel only; the canvas is an image read out as `label`, and follows its box's
 * width (the charts stack on a phone). The numbers are also in the table beside each chart.
 */
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './report-charts.ts';

export function ReportChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current!;
    let chart: { width: number; height: number; setSize(size: { width: number; height: number }): void } | null;
    let destroy = () => {};
    let gone = false;
    const resized = () => {
      const width = el.clientWidth;
      if (chart && width && width !== chart.width) chart.setSize({ width, height: chart.height });
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    import('./report-charts.ts')
      .then(({ drawChart }) => {
        if (gone) return;
        const drawn = drawChart(el, spec, el.clientWidth || 320);
        chart = drawn;
        destroy = () => drawn.destroy();
        const canvas = el.querySelector('canvas');
        canvas?.setAttribute('role', 'img');
        canvas?.setAttribute('aria-label', label);
        observer?.observe(el);
      })
      // The table beside the chart has the same numbers: a chart that could not load (uPlot reads the browser's
      // language as it loads, and a browser in a C locale names one Intl refuses: en-US@posix) leaves no empty box.
      .catch((err: unknown) => {
        el.hidden = true;
        console.error(err);
      });
    return () => {
      gone = true;
      observer?.disconnect();
      destroy();
    };
  }, [spec, label]);
  return <div ref={box} className="rep-canvas" />;
}
