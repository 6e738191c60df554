import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { type EventRecord, formatDateTime } from '@blood-donation/domain';
import { CardGrid, CsvExportButton, Field, useListViewMode } from '../data/ListParts';
import { PageTitle } from '../layout/PageTitle';
import { EventEditDialog } from './EventEditDialog';
import { EVENT_LABELS, EVENT_TEXTS, MONTHS, yearChoices } from './texts';

const monthChoices = MONTHS.map((name, index) => ({ id: index + 1, name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={EVENT_TEXTS.searchPlaceholder} inputProps={{ 'aria-label': EVENT_TEXTS.searchPlaceholder }} />,
  <SelectInput key="month" source="month" label={EVENT_LABELS.month} choices={monthChoices} emptyText={EVENT_TEXTS.allMonths} alwaysOn />,
  <SelectInput
    key="year"
    source="year"
    label={EVENT_LABELS.year}
    choices={yearChoices().map((year) => ({ id: year, name: String(year) }))}
    emptyText={EVENT_TEXTS.allYears}
    alwaysOn
  />,
];

function RowActions({ onEdit, onDelete }: { onEdit: (event: EventRecord) => void; onDelete: (event: EventRecord) => void }) {
  const event = useRecordContext<EventRecord>();
  if (!event) return null;
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <Tooltip title={`Edit ${event.name}`}>
        <IconButton aria-label={`Edit ${event.name}`} onClick={() => onEdit(event)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Delete ${event.name}`}>
        <IconButton aria-label={`Delete ${event.name}`} color="error" onClick={() => onDelete(event)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** /manage-events: the events, searchable by name or description and filtered by month and year; Edit and Delete. */
export function EventList() {
  const notify = useNotify();
  const [editing, setEditing] = useState<EventRecord | null>(null);
  const [deleting, setDeleting] = useState<EventRecord | null>(null);
  const [deleteOne, { isPending: isDeleting }] = useDelete<EventRecord>();
  // Cards on a phone or tablet (no Table/Card choice on this screen).
  const [mode] = useListViewMode('events');

  const confirmDelete = () => {
    if (!deleting) return;
    deleteOne(
      'events',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(EVENT_TEXTS.deleted, { type: 'success' }),
        onError: () => notify(EVENT_TEXTS.deleteFailed, { type: 'error' }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      <PageTitle title={EVENT_TEXTS.manageTitle} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {EVENT_TEXTS.manageTitle}
      </Typography>
      <List
        resource="events"
        title={false}
        filters={filters}
        sort={{ field: 'dateTime', order: 'DESC' }}
        perPage={10}
        actions={
          <TopToolbar>
            <CsvExportButton />
          </TopToolbar>
        }
        empty={false}
        queryOptions={{ onError: () => notify(EVENT_TEXTS.fetchFailed, { type: 'error' }) }}
      >
        {mode === 'table' ? (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{EVENT_TEXTS.empty}</Typography>}>
            <TextField source="name" label={EVENT_LABELS.name} />
            <TextField source="location" label={EVENT_LABELS.location} />
            <DateField source="dateTime" label={EVENT_LABELS.dateTime} showTime />
            <TextField source="organizer" label={EVENT_LABELS.organizer} />
            <TextField source="description" label={EVENT_LABELS.description} sortable={false} />
            <FunctionField label="Actions" render={() => <RowActions onEdit={setEditing} onDelete={setDeleting} />} />
          </Datagrid>
        ) : (
          <CardGrid<EventRecord>
            empty={EVENT_TEXTS.empty}
            renderCard={(event) => (
              <>
                <Typography variant="h6" component="h2">
                  {event.name}
                </Typography>
                <Field label={EVENT_LABELS.location} value={event.location} />
                <Field label={EVENT_LABELS.dateTime} value={formatDateTime(event.dateTime)} />
                <Field label={EVENT_LABELS.organizer} value={event.organizer} />
                <Field label={EVENT_LABELS.description} value={event.description} />
                <RowActions onEdit={setEditing} onDelete={setDeleting} />
              </>
            )}
          />
        )}
      </List>
      <EventEditDialog event={editing} onClose={() => setEditing(null)} />
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title={EVENT_TEXTS.deleteTitle}
        content={EVENT_TEXTS.deleteQuestion}
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
