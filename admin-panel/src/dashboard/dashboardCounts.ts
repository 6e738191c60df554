import { useEffect, useState } from 'react';
import { httpClient } from '../data/httpClient';
import { ADMIN_API_URL } from '../data/dataProvider';
import type { AdminPath } from '../destinations';

/** GET /api/admin/dashboard. */
export interface DashboardCounts {
  pendingRequests: number;
  donors: number;
  users: number;
  upcomingEvents: number;
  unreadContacts: number;
  volunteers: number;
}

export const DASHBOARD_COUNTS_URL = `${ADMIN_API_URL}/dashboard`;

/** Which count a card shows, and what it counts (for its accessible text). */
export const CARD_COUNTS: Partial<Record<AdminPath, { key: keyof DashboardCounts; noun: string }>> = {
  '/users': { key: 'users', noun: 'users' },
  '/bloodRequests': { key: 'pendingRequests', noun: 'pending requests' },
  '/donorlist': { key: 'donors', noun: 'donors' },
  '/event-management': { key: 'upcomingEvents', noun: 'upcoming events' },
  '/volunteers': { key: 'volunteers', noun: 'volunteers' },
  '/contacts': { key: 'unreadContacts', noun: 'unread contacts' },
};

/** The live counts; null while loading or when the call failed (the cards then show without counts). */
export function useDashboardCounts(): Partial<DashboardCounts> | null {
  const [counts, setCounts] = useState<Partial<DashboardCounts> | null>(null);
  useEffect(() => {
    let active = true;
    httpClient(DASHBOARD_COUNTS_URL)
      .then(({ json }) => {
        if (active && json && typeof json === 'object') setCounts(json as Partial<DashboardCounts>);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return counts;
}
