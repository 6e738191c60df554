import type { DataProvider } from 'react-admin';
import { currentSession } from '../auth/session';
import { ADMIN_API_URL, httpClient } from './httpClient';
import { adminApiName } from './resourceRoutes';
import { exportCsvUrl, type ExportQuery } from './exportCsv';

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

/** A list's CSV as the server wrote it, and the file name to save it under. */
export interface CsvExport {
  data: Blob;
  fileName: string;
}

/** The read-only calls beyond react-admin's CRUD: the dashboard's counts and a list's CSV export. */
export interface ReportMethods {
  getDashboardCounts(): Promise<{ data: Partial<DashboardCounts> }>;
  exportCsv(resource: string, query: ExportQuery): Promise<CsvExport>;
}

/** Adds the dashboard counts and the CSV exports (GET /api/admin/{resource}/export.csv) to `base`. */
export function withReportRoutes<P extends DataProvider>(base: P): P & ReportMethods {
  return {
    ...base,
    async getDashboardCounts() {
      const { json } = await httpClient(DASHBOARD_COUNTS_URL);
      return { data: (json && typeof json === 'object' ? json : {}) as Partial<DashboardCounts> };
    },
    async exportCsv(resource: string, query: ExportQuery) {
      const name = adminApiName(resource);
      const session = await currentSession();
      const response = await fetch(exportCsvUrl(name, query), {
        headers: session ? { Authorization: `Bearer ${session.token}`, Accept: 'text/csv' } : { Accept: 'text/csv' },
      });
      if (!response.ok) throw new Error(`Export failed (${response.status})`);
      return { data: await response.blob(), fileName: `${name}.csv` };
    },
  };
}
