/**
 * The arithmetic of the dashboard's bar charts, apart from their drawing: a rounded top for the value axis, a bar's
 * height on it, and where each bar stands. Drawn in a 360 × 200 viewBox, so a 360 px phone shows it at its size.
 */
export const CHART = { width: 360, height: 200, left: 30, right: 6, top: 10, bottom: 24 } as const;
export const PLOT_HEIGHT = CHART.height - CHART.top - CHART.bottom;
const PLOT_WIDTH = CHART.width - CHART.left - CHART.right;

/** The axis top: the largest value rounded up to 1, 2 or 5 times a power of ten (at least 1, so an empty chart has an axis). */
export function axisTop(largest: number): number {
  if (!(largest > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest) ?? 10;
  return step * power;
}

/** A value's height in the plot, for an axis up to `top`. */
export function barHeight(value: number, top: number): number {
  return Math.max(0, (value / top) * PLOT_HEIGHT);
}

/** The x and width of bar `index` of `count`, with a gap between bars. */
export function barSlot(index: number, count: number): { x: number; width: number } {
  const step = PLOT_WIDTH / count;
  return { x: CHART.left + index * step + step * 0.15, width: step * 0.7 };
}

/** The y of a value on the plot (SVG y grows downwards). */
export function yOf(value: number, top: number): number {
  return CHART.top + PLOT_HEIGHT - barHeight(value, top);
}
