import { Box, Typography } from '@mui/material';
import { DASHBOARD_CHART_TEXTS as T, type DashboardCharts as Charts } from '@blood-donation/domain';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../data/dataProvider';
import { BookingsChart } from './BookingsChart';
import { DonationsChart } from './DonationsChart';

/** Whether an answer has the charts' shape (checked by hand: no schema library on the panel's first screen). */
const isCharts = (data: unknown): data is Charts => {
  const { timeZone, bookings, donations } = (data ?? {}) as Partial<Charts>;
  return typeof timeZone === 'string' && Array.isArray(bookings) && Array.isArray(donations) && donations.every((month) => typeof month?.byBloodGroup === 'object');
};

/** The charts' figures; null while loading, 'failed' when the call failed or answered something else. */
function useDashboardCharts(): Charts | null | 'failed' {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [charts, setCharts] = useState<Charts | null | 'failed'>(null);
  useEffect(() => {
    let active = true;
    dataProvider
      .getDashboardCharts()
      .then(({ data }) => {
        if (active) setCharts(isCharts(data) ? data : 'failed');
      })
      .catch(() => active && setCharts('failed'));
    return () => {
      active = false;
    };
  }, [dataProvider]);
  return charts;
}

/** The dashboard's two charts (issue 23 point 8), side by side where there is room. */
export function DashboardCharts() {
  const charts = useDashboardCharts();
  if (charts === null) return null;
  if (charts === 'failed') {
    return (
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {T.unavailable}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <BookingsChart days={charts.bookings} timeZone={charts.timeZone} />
      <DonationsChart months={charts.donations} timeZone={charts.timeZone} />
    </Box>
  );
}

export default DashboardCharts;
