import { Box, useTheme } from '@mui/material';
import { BLOOD_GROUPS, DASHBOARD_CHART_TEXTS as T, type BloodGroup, type DonationMonth, formatMonth } from '@blood-donation/domain';
import { ChartFigure, ValueAxis } from './ChartFigure';
import { axisTop, barHeight, barSlot, CHART, yOf } from './chartScale';

/** One colour per blood group, told apart in both themes (and named in the legend and the table, never by colour alone). */
export const GROUP_COLOURS: Record<BloodGroup, string> = {
  'A+': '#d32f2f', 'A-': '#f48fb1', 'B+': '#1976d2', 'B-': '#81d4fa', 'AB+': '#7b1fa2', 'AB-': '#ce93d8', 'O+': '#2e7d32', 'O-': '#ffb300',
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key]));
const totalOf = ({ byBloodGroup }: DonationMonth) => BLOOD_GROUPS.reduce((sum, group) => sum + byBloodGroup[group], 0);
/** The month's blood groups that gave, with their counts: 'A+ 2 · O- 3'. */
const groupsOf = ({ byBloodGroup }: DonationMonth) =>
  BLOOD_GROUPS.filter((group) => byBloodGroup[group] > 0)
    .map((group) => `${group} ${byBloodGroup[group]}`)
    .join(' · ');

/** The last 12 months' donations, one stacked bar a month, a band per blood group. */
export function DonationsChart({ months, timeZone }: { months: DonationMonth[]; timeZone: string }) {
  const { palette } = useTheme();
  const top = axisTop(Math.max(...months.map(totalOf)));
  const total = months.reduce((sum, month) => sum + totalOf(month), 0);
  return (
    <ChartFigure
      title={T.donationsTitle}
      description={fill(T.donationsDescription, { timeZone, total })}
      // Three columns, so the table fits a 360 px phone: the blood groups that gave are listed in one cell.
      columns={[T.month, T.total, T.byBloodGroup]}
      rows={months.map((month) => ({ label: formatMonth(month.month), cells: [totalOf(month), groupsOf(month)] }))}
      legend={
        <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, mt: 1, fontSize: '0.875rem' }}>
          {BLOOD_GROUPS.map((group) => (
            <Box component="li" key={group} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box component="span" sx={{ width: 12, height: 12, bgcolor: GROUP_COLOURS[group], display: 'inline-block' }} />
              {group}
            </Box>
          ))}
        </Box>
      }
    >
      <ValueAxis top={top} color={palette.text.secondary} />
      {months.map((month, index) => {
        const { x, width } = barSlot(index, months.length);
        let below = 0;
        return (
          <g key={month.month} data-month={month.month}>
            {BLOOD_GROUPS.filter((group) => month.byBloodGroup[group] > 0).map((group) => {
              below += month.byBloodGroup[group];
              return <rect key={group} x={x} y={yOf(below, top)} width={width} height={barHeight(month.byBloodGroup[group], top)} fill={GROUP_COLOURS[group]} data-group={group} />;
            })}
            <text x={x + width / 2} y={CHART.height - 8} textAnchor="middle" fontSize={10} fill={palette.text.primary} aria-hidden="true">
              {formatMonth(month.month, 'short')}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
