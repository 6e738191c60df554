import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EventIcon from '@mui/icons-material/Event';
import DeleteIcon from '@mui/icons-material/Delete';
import { Datagrid, FunctionField, List, TextField, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { EventRecord, VolunteerRecord } from '@blood-donation/domain';
import { CardGrid, EmptyMessage, ListActions, ListLoadError, ListPagination, useListViewMode } from '../data/ListParts';
import { useMayAccess } from '../auth/useMayAccess';
import { RecordCard } from '../data/RecordCard';
import { DeleteConfirm } from '../layout/DeleteConfirm';
import { PageHeading } from '../layout/PageHeading';
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
      <CardGrid<VolunteerRecord> renderCard={(volunteer) => (
        <RecordCard
          heading={fullName(volunteer)}
          fields={{ email: volunteer.email, phone: volunteer.phone, event: volunteer.event?.name ?? '' }}
          actions={<VolunteerActions volunteer={volunteer} {...handlers} />}
        />
      )} />
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
      <PageHeading title="resources.volunteers.page.title" />
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
      <DeleteConfirm resource={RESOURCE} open={deleting !== null} loading={isDeleting} onConfirm={() => deleting && void remove(deleting)} onClose={() => setDeleting(null)} />
    </>
  );
}
