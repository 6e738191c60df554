import type { DashboardCounts } from '@blood-donation/domain';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import type { AdminPath } from '../destinations';

/** Which count a card shows; what it counts, for its accessible text, is admin.counts.<key>. */
export const CARD_COUNTS: Partial<Record<AdminPath, keyof DashboardCounts>> = {
  '/users': 'users',
  '/bloodRequests': 'pendingRequests',
  '/donorlist': 'donors',
  '/event-management': 'upcomingEvents',
  '/volunteers': 'volunteers',
  '/contacts': 'unreadContacts',
};

/** The live counts; null while loading or when the call failed (the cards then show without counts). */
export function useDashboardCounts(): Partial<DashboardCounts> | null {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [counts, setCounts] = useState<Partial<DashboardCounts> | null>(null);
  useEffect(() => {
    let active = true;
    dataProvider
      .getDashboardCounts()
      .then(({ data }) => {
        if (active) setCounts(data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [dataProvider]);
  return counts;
}
