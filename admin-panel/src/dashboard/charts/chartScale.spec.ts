import { axisTop, barHeight, barSlot, CHART, PLOT_HEIGHT, yOf } from './chartScale';

it('rounds the axis top up to 1, 2 or 5 times a power of ten', () => {
  expect([0, 1, 3, 7, 10, 11, 42, 120, 2000, 2001].map(axisTop)).toEqual([1, 1, 5, 10, 10, 20, 50, 200, 2000, 5000]);
});

it('gives a bar its share of the plot height, never below the axis', () => {
  expect(barHeight(25, 50)).toBe(PLOT_HEIGHT / 2);
  expect(barHeight(0, 1)).toBe(0);
  expect(yOf(50, 50)).toBe(CHART.top);
  expect(yOf(0, 50)).toBe(CHART.top + PLOT_HEIGHT);
});

it('places the bars side by side inside the plot', () => {
  const first = barSlot(0, 14);
  const last = barSlot(13, 14);
  expect(first.x).toBeGreaterThan(CHART.left);
  expect(last.x + last.width).toBeLessThan(CHART.width - CHART.right);
  expect(barSlot(1, 14).x).toBeGreaterThan(first.x + first.width);
});
