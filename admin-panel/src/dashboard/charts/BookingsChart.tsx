import { useTheme } from '@mui/material';
import { DASHBOARD_CHART_TEXTS as T, type BookingDay, formatDay } from '@blood-donation/domain';
import { ChartFigure, ValueAxis } from './ChartFigure';
import { axisTop, barHeight, barSlot, CHART, yOf } from './chartScale';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The next 14 days' chairs booked (filled bar) against chairs offered (outlined bar behind it), over every drive. */
export function BookingsChart({ days, timeZone }: { days: BookingDay[]; timeZone: string }) {
  const { palette } = useTheme();
  const top = axisTop(Math.max(...days.map(({ capacity, booked }) => Math.max(capacity, booked))));
  const booked = days.reduce((sum, day) => sum + day.booked, 0);
  const capacity = days.reduce((sum, day) => sum + day.capacity, 0);
  return (
    <ChartFigure
      title={T.bookingsTitle}
      description={fill(T.bookingsDescription, { timeZone, booked, capacity })}
      columns={[T.day, T.booked, T.capacity]}
      rows={days.map((day) => ({ label: formatDay(day.day), cells: [day.booked, day.capacity] }))}
    >
      <ValueAxis top={top} color={palette.text.secondary} />
      {days.map((day, index) => {
        const { x, width } = barSlot(index, days.length);
        return (
          <g key={day.day} data-day={day.day}>
            <rect x={x} y={yOf(day.capacity, top)} width={width} height={barHeight(day.capacity, top)} fill="none" stroke={palette.text.secondary} data-part="capacity" />
            <rect x={x} y={yOf(day.booked, top)} width={width} height={barHeight(day.booked, top)} fill={palette.primary.main} data-part="booked" />
            <text x={x + width / 2} y={CHART.height - 8} textAnchor="middle" fontSize={11} fill={palette.text.primary} aria-hidden="true">
              {Number(day.day.slice(8))}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
