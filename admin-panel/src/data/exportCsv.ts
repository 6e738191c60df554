import { currentSession } from '../auth/session';
import { ADMIN_API_URL } from './dataProvider';

export interface ExportQuery {
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** The URL of a list's CSV export on the admin API: the same sort and filter query parameters as the list. */
export function exportCsvUrl(resource: string, { sort, filter }: ExportQuery): string {
  const params = new URLSearchParams();
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order]));
  params.set('filter', JSON.stringify(filter ?? {}));
  return `${ADMIN_API_URL}/${resource}/export.csv?${params.toString()}`;
}

/** Fetches the CSV with the bearer token and hands it to the browser as a download. */
export async function downloadCsv(resource: string, query: ExportQuery): Promise<void> {
  const session = await currentSession();
  const response = await fetch(exportCsvUrl(resource, query), {
    headers: session ? { Authorization: `Bearer ${session.token}`, Accept: 'text/csv' } : { Accept: 'text/csv' },
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${resource}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
