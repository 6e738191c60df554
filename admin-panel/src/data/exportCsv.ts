import { ADMIN_API_URL } from './httpClient';

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

/** Hands a file the panel received to the browser as a download. */
export function saveDownload(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
