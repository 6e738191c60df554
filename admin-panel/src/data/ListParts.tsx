import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Pagination, RecordContextProvider, TopToolbar, useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { downloadFile } from '@blood-donation/domain';
import { unlessStepUpCancelled } from '../auth/step-up';
import { useMayAccess } from '../auth/useMayAccess';
import type { AdminDataProvider } from './dataProvider';

export type ListViewMode = 'table' | 'card';

/** Below MUI's md breakpoint (phones, portrait tablets) a list's table cannot fit: the rows are always cards there. */
const useSmallScreen = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** Table or cards, remembered per resource in react-admin's store; cards on a phone or tablet whatever was chosen. */
export function useListViewMode(resource: string) {
  const [mode, setMode] = useStore<ListViewMode>(`${resource}.list.viewMode`, 'table');
  return [useSmallScreen() ? 'card' : mode, setMode] as const;
}

/** The Table/Card choice; not offered on a phone or tablet, where only cards fit. */
export function ViewToggle({ resource }: { resource: string }) {
  const [mode, setMode] = useListViewMode(resource);
  const translate = useTranslate();
  if (useSmallScreen()) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      aria-label={translate('admin.list.view')}
      onChange={(_, value: ListViewMode | null) => value && setMode(value)}
    >
      <ToggleButton value="table" aria-label={translate('admin.list.tableView')}>
        <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
        {translate('admin.list.table')}
      </ToggleButton>
      <ToggleButton value="card" aria-label={translate('admin.list.cardView')}>
        <ViewModuleIcon fontSize="small" sx={{ mr: 0.5 }} />
        {translate('admin.list.card')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** 'Export': the server's CSV of the list with its current sort and filter; only for a role that may export it (admins). */
export function CsvExportButton() {
  const { resource, sort, filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  if (!useMayAccess()({ resource, action: 'export' })) return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => {
        dataProvider
          .exportCsv(resource, { sort, filter: filterValues })
          .then(({ data, fileName }) => downloadFile(data, fileName))
          .catch((error: unknown) => notify(unlessStepUpCancelled(error, 'admin.list.exportFailed'), { type: 'error' }));
      }}
    >
      {translate('admin.list.export')}
    </Button>
  );
}

export function ListActions({ resource, exportable = true }: { resource: string; exportable?: boolean }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <ViewToggle resource={resource} />
      {exportable && <CsvExportButton />}
    </TopToolbar>
  );
}

/** The pager, with the rows-per-page choices; none under a load error (it would still show the previous page's). */
export function ListPagination({ choices = [5, 10, 25] }: { choices?: number[] }) {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={choices} />;
}

/** The list's load error (a message key), in words: 401 has its own text when the screen gives one. */
export function ListLoadError({ message, authMessage }: { message: string; authMessage?: string }) {
  const { error } = useListContext();
  const translate = useTranslate();
  const status = (error as { status?: number } | null)?.status;
  return (
    <Typography role="alert" color="error" sx={{ p: 2 }}>
      {translate(unlessStepUpCancelled(error, status === 401 && authMessage ? authMessage : message))}
    </Typography>
  );
}

/** What an empty list says (a message key). */
export function EmptyMessage({ message }: { message: string }) {
  return (
    <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
      {useTranslate()(message)}
    </Typography>
  );
}

/** The card view: 1 column, 2 at sm, 3 at md. Each card is in its record's context, as a table row is. */
export function CardGrid<R extends { id: unknown }>({
  empty,
  renderCard,
}: {
  /** The empty list's message key; by default the list resource's resources.<resource>.page.empty. */
  empty?: string;
  renderCard: (record: R) => ReactNode;
}) {
  const { data, resource } = useListContext<R & { id: string | number }>();
  if (!data?.length) return <EmptyMessage message={empty ?? `resources.${resource}.page.empty`} />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {data.map((record) => (
        <RecordContextProvider key={String(record.id)} value={record}>
          <Card component="li" variant="outlined">
            {/* Long words (an email address, a name with a number) wrap rather than widen the page on a phone. */}
            <CardContent sx={{ overflowWrap: 'anywhere' }}>{renderCard(record)}</CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

/** A label (a message key) and its value inside a card or a details dialog. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {useTranslate()(label)}:
      </Box>{' '}
      {value}
    </Typography>
  );
}
