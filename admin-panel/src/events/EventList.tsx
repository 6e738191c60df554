import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { eventFilterYears, type EventRecord, formatDateTime } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { CardGrid, CsvExportButton, Field, useListViewMode } from '../data/ListParts';
import { PageTitle } from '../layout/PageTitle';
import { EventEditDialog } from './EventEditDialog';

/** The month filter's choices, named resources.events.months.<1-12>. */
const monthChoices = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `resources.events.months.${index + 1}` }));

function EventSearch({ source }: { source: string; alwaysOn: boolean }) {
  const searchPlaceholder = useTranslate()('resources.events.page.searchPlaceholder');
  return <SearchInput source={source} placeholder={searchPlaceholder} inputProps={{ 'aria-label': searchPlaceholder }} />;
}

const filters = [
  <EventSearch key="q" source="q" alwaysOn />,
  <SelectInput key="month" source="month" choices={monthChoices} emptyText="resources.events.page.allMonths" alwaysOn />,
  <SelectInput
    key="year"
    source="year"
    choices={eventFilterYears(SITE_TIME_ZONE).map((year) => ({ id: year, name: String(year) }))}
    emptyText="resources.events.page.allYears"
    alwaysOn
  />,
];

function RowActions({ onEdit, onDelete }: { onEdit: (event: EventRecord) => void; onDelete: (event: EventRecord) => void }) {
  const event = useRecordContext<EventRecord>();
  const translate = useTranslate();
  if (!event) return null;
  const edit = translate('admin.action.editNamed', { name: event.name });
  const remove = translate('admin.action.deleteNamed', { name: event.name });
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <Tooltip title={edit}>
        <IconButton aria-label={edit} onClick={() => onEdit(event)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton aria-label={remove} color="error" onClick={() => onDelete(event)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** /manage-events: the events, searchable by name or description and filtered by month and year; Edit and Delete. */
export function EventList() {
  const notify = useNotify();
  const translate = useTranslate();
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
        onSuccess: () => notify('resources.events.page.deleted', { type: 'success' }),
        onError: () => notify('resources.events.page.deleteFailed', { type: 'error' }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      <PageTitle title="resources.events.page.manageTitle" />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {translate('resources.events.page.manageTitle')}
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
        queryOptions={{ onError: () => notify('resources.events.page.fetchFailed', { type: 'error' }) }}
      >
        {mode === 'table' ? (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('resources.events.page.empty')}</Typography>}>
            <TextField source="name" />
            <TextField source="location" />
            <FunctionField source="dateTime" render={(event: EventRecord) => formatDateTime(event.dateTime)} />
            <TextField source="organizer" />
            <TextField source="description" sortable={false} />
            <FunctionField label="admin.list.actions" render={() => <RowActions onEdit={setEditing} onDelete={setDeleting} />} />
          </Datagrid>
        ) : (
          <CardGrid<EventRecord>
            empty="resources.events.page.empty"
            renderCard={(event) => (
              <>
                <Typography variant="h6" component="h2">
                  {event.name}
                </Typography>
                <Field label="resources.events.fields.location" value={event.location} />
                <Field label="resources.events.fields.dateTime" value={formatDateTime(event.dateTime)} />
                <Field label="resources.events.fields.organizer" value={event.organizer} />
                <Field label="resources.events.fields.description" value={event.description} />
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
        title="resources.events.page.deleteTitle"
        content="resources.events.page.deleteQuestion"
        confirm="admin.action.delete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
