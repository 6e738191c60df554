import { useEffect, useState } from 'react';
import { Alert, type AutocompleteRenderGroupParams, Box, Button, IconButton, ListSubheader, Tooltip, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EventIcon from '@mui/icons-material/Event';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  AutocompleteInput,
  Confirm,
  Datagrid,
  FunctionField,
  List,
  type RaRecord,
  ReferenceInput,
  SearchInput,
  TextField,
  useChoicesContext,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { EventRecord, VolunteerRecord } from '@blood-donation/domain';
import { CardGrid, EmptyMessage, Field, ListActions, ListLoadError, ListPagination, useListViewMode } from '../data/ListParts';
import { PageTitle } from '../layout/PageTitle';
import { EventDetailsDialog, fullName, VolunteerDetailsDialog } from './VolunteerDialogs';
import { VOLUNTEER_TEXTS } from './texts';

const RESOURCE = 'volunteers';

/** Tells once, in a toast, that the events of the filter could not be read. */
function EventsLoadError() {
  const { error } = useChoicesContext();
  const notify = useNotify();
  useEffect(() => {
    if (error) notify(VOLUNTEER_TEXTS.eventsFailed, { type: 'error' });
  }, [error, notify]);
  return null;
}

/** Upcoming or past, for the event filter's two headings (the options come latest first, so upcoming ones lead); none for 'All Events'. */
function eventGroup(event: RaRecord): string {
  const { dateTime } = event as Partial<EventRecord>;
  if (!dateTime) return '';
  return Date.parse(dateTime) > Date.now() ? VOLUNTEER_TEXTS.upcomingEvents : VOLUNTEER_TEXTS.pastEvents;
}

function EventGroup({ group, children }: Omit<AutocompleteRenderGroupParams, 'key'>) {
  return (
    <li>
      {group && <ListSubheader component="div">{group}</ListSubheader>}
      <Box component="ul" sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  );
}

/** The event filter: 'All Events' or one event, searched by name on the server a page at a time (latest first), upcoming and past apart. */
function EventFilter({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="events" sort={{ field: 'dateTime', order: 'DESC' }} perPage={25} queryOptions={{ retry: false }}>
      <AutocompleteInput label={VOLUNTEER_TEXTS.eventFilter} optionText="name" emptyText={VOLUNTEER_TEXTS.allEvents} groupBy={eventGroup} renderGroup={({ key, ...group }) => <EventGroup key={key} {...group} />} sx={{ minWidth: 220 }} />
      <EventsLoadError />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={VOLUNTEER_TEXTS.searchPlaceholder}
    inputProps={{ 'aria-label': VOLUNTEER_TEXTS.searchLabel }}
  />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
];

interface Handlers {
  onDetails: (volunteer: VolunteerRecord) => void;
  onEvent: (volunteer: VolunteerRecord) => void;
  onDelete: (volunteer: VolunteerRecord) => void;
}

function VolunteerActions({ volunteer, onDetails, onEvent, onDelete }: Handlers & { volunteer: VolunteerRecord }) {
  const name = fullName(volunteer);
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <Tooltip title={`View details of ${name}`}>
        <IconButton aria-label={`View details of ${name}`} onClick={() => onDetails(volunteer)}>
          <VisibilityIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Event details for ${name}`}>
        <IconButton aria-label={`Event details for ${name}`} onClick={() => onEvent(volunteer)}>
          <EventIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Delete ${name}`}>
        <IconButton aria-label={`Delete ${name}`} color="error" onClick={() => onDelete(volunteer)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function RowActions(handlers: Handlers) {
  const volunteer = useRecordContext<VolunteerRecord>();
  return volunteer ? <VolunteerActions volunteer={volunteer} {...handlers} /> : null;
}

function VolunteerView(handlers: Handlers) {
  const [mode] = useListViewMode(RESOURCE);
  if (mode === 'card') {
    return (
      <CardGrid<VolunteerRecord>
        empty={VOLUNTEER_TEXTS.empty}
        renderCard={(volunteer) => (
          <>
            <Typography variant="h6" component="h2">
              {fullName(volunteer)}
            </Typography>
            <Field label="Email" value={volunteer.email} />
            <Field label="Phone" value={volunteer.phone} />
            <Field label="Event" value={volunteer.event?.name ?? ''} />
            <VolunteerActions volunteer={volunteer} {...handlers} />
          </>
        )}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyMessage>{VOLUNTEER_TEXTS.empty}</EmptyMessage>}>
      <TextField source="firstName" label="First Name" />
      <TextField source="lastName" label="Last Name" />
      <TextField source="email" label="Email" />
      <TextField source="phone" label="Phone" />
      <TextField source="event.name" label="Event" sortable={false} />
      <FunctionField label="Actions" render={() => <RowActions {...handlers} />} />
    </Datagrid>
  );
}

/** /volunteers: 'Volunteer List' with search, event filter, Table/Card views, details, event and delete dialogs. */
export function VolunteerList() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [details, setDetails] = useState<VolunteerRecord | null>(null);
  // undefined: closed; null: the volunteer chose no event.
  const [event, setEvent] = useState<EventRecord | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<VolunteerRecord | null>(null);
  const [failed, setFailed] = useState<VolunteerRecord | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const dataProvider = useDataProvider();

  const remove = async (volunteer: VolunteerRecord) => {
    setIsDeleting(true);
    setFailed(null);
    try {
      await dataProvider.delete(RESOURCE, { id: volunteer.id, previousData: volunteer });
      notify(VOLUNTEER_TEXTS.deleted, { type: 'success' });
      refresh();
    } catch {
      setFailed(volunteer);
    } finally {
      setIsDeleting(false);
      setDeleting(null);
    }
  };

  const handlers: Handlers = { onDetails: setDetails, onEvent: (volunteer) => setEvent(volunteer.event ?? null), onDelete: setDeleting };

  return (
    <>
      <PageTitle title={VOLUNTEER_TEXTS.title} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {VOLUNTEER_TEXTS.title}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void remove(failed)} disabled={isDeleting}>
              {VOLUNTEER_TEXTS.retry}
            </Button>
          }
        >
          {VOLUNTEER_TEXTS.deleteFailed}
        </Alert>
      )}
      <List
        resource={RESOURCE}
        title={false}
        filters={filters}
        perPage={10}
        sort={{ field: 'lastName', order: 'ASC' }}
        pagination={<ListPagination />}
        actions={<ListActions resource={RESOURCE} />}
        empty={false}
        error={<ListLoadError message={VOLUNTEER_TEXTS.loadFailed} />}
        queryOptions={{ onError: () => notify(VOLUNTEER_TEXTS.loadFailed, { type: 'error' }) }}
      >
        <VolunteerView {...handlers} />
      </List>
      <VolunteerDetailsDialog volunteer={details} onClose={() => setDetails(null)} />
      <EventDetailsDialog event={event} onClose={() => setEvent(undefined)} />
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title={VOLUNTEER_TEXTS.deleteTitle}
        content={VOLUNTEER_TEXTS.deleteQuestion}
        confirm="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
