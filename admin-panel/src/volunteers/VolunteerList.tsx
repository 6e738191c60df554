import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EventIcon from '@mui/icons-material/Event';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, Datagrid, FunctionField, List, TextField, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { EventRecord, VolunteerRecord } from '@blood-donation/domain';
import { CardGrid, EmptyMessage, Field, ListActions, ListLoadError, ListPagination, useListViewMode } from '../data/ListParts';
import { useMayAccess } from '../auth/useMayAccess';
import { PageTitle } from '../layout/PageTitle';
import { RowActionButtons } from '../layout/RowActionButtons';
import { EventDetailsDialog, fullName, VolunteerDetailsDialog } from './VolunteerDialogs';
import { volunteerFilters } from './VolunteerFilters';

const RESOURCE = 'volunteers';

interface Handlers {
  onDetails: (volunteer: VolunteerRecord) => void;
  onEvent: (volunteer: VolunteerRecord) => void;
  onDelete: (volunteer: VolunteerRecord) => void;
}

function VolunteerActions({ volunteer, onDetails, onEvent, onDelete }: Handlers & { volunteer: VolunteerRecord }) {
  const translate = useTranslate();
  const named = { name: fullName(volunteer) };
  const details = translate('admin.action.viewDetailsOf', named);
  const eventDetails = translate('resources.volunteers.page.eventDetailsFor', named);
  const remove = translate('admin.action.deleteNamed', named);
  const mayDelete = useMayAccess()({ resource: RESOURCE, action: 'delete' });
  return (
    <RowActionButtons
      actions={[
        { label: details, icon: <VisibilityIcon />, onClick: () => onDetails(volunteer) },
        { label: eventDetails, icon: <EventIcon />, onClick: () => onEvent(volunteer) },
        ...(mayDelete ? [{ label: remove, icon: <DeleteIcon />, onClick: () => onDelete(volunteer), color: 'error' as const }] : []),
      ]}
    />
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
        empty="resources.volunteers.page.empty"
        renderCard={(volunteer) => (
          <>
            <Typography variant="h6" component="h2">
              {fullName(volunteer)}
            </Typography>
            <Field label="resources.volunteers.fields.email" value={volunteer.email} />
            <Field label="resources.volunteers.fields.phone" value={volunteer.phone} />
            <Field label="resources.volunteers.fields.event" value={volunteer.event?.name ?? ''} />
            <VolunteerActions volunteer={volunteer} {...handlers} />
          </>
        )}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyMessage message="resources.volunteers.page.empty" />}>
      <TextField source="firstName" />
      <TextField source="lastName" />
      <TextField source="email" />
      <TextField source="phone" />
      <TextField source="event.name" sortable={false} />
      <FunctionField label="admin.list.actions" render={() => <RowActions {...handlers} />} />
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
  const translate = useTranslate();

  const remove = async (volunteer: VolunteerRecord) => {
    setIsDeleting(true);
    setFailed(null);
    try {
      await dataProvider.delete(RESOURCE, { id: volunteer.id, previousData: volunteer });
      notify('resources.volunteers.page.deleted', { type: 'success' });
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
      <PageTitle title="resources.volunteers.page.title" />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {translate('resources.volunteers.page.title')}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void remove(failed)} disabled={isDeleting}>
              {translate('admin.action.retry')}
            </Button>
          }
        >
          {translate('resources.volunteers.page.deleteFailed')}
        </Alert>
      )}
      <List
        resource={RESOURCE}
        title={false}
        filters={volunteerFilters}
        perPage={10}
        sort={{ field: 'lastName', order: 'ASC' }}
        pagination={<ListPagination />}
        actions={<ListActions resource={RESOURCE} />}
        empty={false}
        error={<ListLoadError message="resources.volunteers.page.loadFailed" />}
        queryOptions={{ onError: () => notify('resources.volunteers.page.loadFailed', { type: 'error' }) }}
      >
        <VolunteerView {...handlers} />
      </List>
      <VolunteerDetailsDialog volunteer={details} onClose={() => setDetails(null)} />
      <EventDetailsDialog event={event} onClose={() => setEvent(undefined)} />
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title="resources.volunteers.page.deleteTitle"
        content="resources.volunteers.page.deleteQuestion"
        confirm="admin.action.delete"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
