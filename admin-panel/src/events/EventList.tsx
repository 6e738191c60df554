import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
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
import { DESK_TEXTS, eventFilterYears, type EventRecord, formatDateTime } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { CardGrid, CsvExportButton, useListViewMode } from '../data/ListParts';
import { RecordCard } from '../data/RecordCard';
import { DeleteConfirm } from '../layout/DeleteConfirm';
import { PageHeading } from '../layout/PageHeading';
import type { WithDrive } from '../data/driveCalls';
import { EventEditDialog } from './EventEditDialog';
import { driveDeskPath } from '../drive-desk/deskCalls';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Link } from 'react-router-dom';

/** A drive's 'booked of capacity', else 'Not a drive' (an event record without `drive` yet reads as plain). */
function bookingsOf(event: EventRecord & WithDrive, translate: ReturnType<typeof useTranslate>): string {
  return event.drive
    ? translate('resources.events.drive.bookedOfCapacity', { booked: event.drive.booked, capacity: event.drive.capacity })
    : translate('resources.events.drive.notADrive');
}

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
  const desk = `${DESK_TEXTS.openDesk}: ${event.name}`;
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {(event as EventRecord & WithDrive).drive && (
        <Tooltip title={desk}>
          <IconButton aria-label={desk} component={Link} to={driveDeskPath(event.id)}>
            <HowToRegIcon />
          </IconButton>
        </Tooltip>
      )}
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
      <PageHeading title="resources.events.page.manageTitle" />
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
            <FunctionField source="bookings" sortable={false} render={(event: EventRecord) => bookingsOf(event, translate)} />
            <FunctionField label="admin.list.actions" render={() => <RowActions onEdit={setEditing} onDelete={setDeleting} />} />
          </Datagrid>
        ) : (
          <CardGrid<EventRecord> renderCard={(event) => (
            <RecordCard
              heading={event.name}
              fields={{ location: event.location, dateTime: formatDateTime(event.dateTime), organizer: event.organizer, description: event.description, bookings: bookingsOf(event, translate) }}
              actions={<RowActions onEdit={setEditing} onDelete={setDeleting} />}
            />
          )} />
        )}
      </List>
      <EventEditDialog event={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm resource="events" open={deleting !== null} loading={isDeleting} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </>
  );
}
