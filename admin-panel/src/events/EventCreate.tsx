import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton, useCreate, useNotify, useTranslate } from 'react-admin';
import { eventCreationSchema } from '@blood-donation/domain';
import { describeFailure } from '../data/httpErrors';
import { PageTitle } from '../layout/PageTitle';
import { DriveFields } from './DriveFields';
import { type DraftErrors, draftOf, sessionsOf } from './driveDraft';
import { EventInputs } from './EventInputs';
import { useDriveSaver } from './useDriveSaver';

/** The Create Event failure texts of spec section 8 (the server's words, or a message key). */
export function createFailureMessage(error: unknown): string {
  const { status, serverMessage } = describeFailure(error);
  if (status !== undefined) return serverMessage ?? 'resources.events.page.createFailed';
  // fetch rejects with a TypeError when no response arrives.
  return error instanceof TypeError ? 'resources.events.page.noResponse' : 'resources.events.page.otherError';
}

/**
 * /create-event: POST /api/events, checked by its schema (the description may stay empty); on success a toast and an empty
 * form. Marked as a donation drive, its sessions are saved next (PUT /api/admin/events/{id}/drive).
 */
export function EventCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  const translate = useTranslate();
  // A new key gives a new, empty form after each event created.
  const [formKey, setFormKey] = useState(0);
  // 'Donation drive': its sessions are checked before the event is created, and saved once it has an id.
  const [draft, setDraft] = useState(() => draftOf(null));
  const [driveErrors, setDriveErrors] = useState<DraftErrors>({});
  const drive = useDriveSaver();

  const save = (data: Record<string, unknown>) => {
    const checked = draft.isDrive ? sessionsOf(draft) : null;
    if (checked && 'errors' in checked) return setDriveErrors(checked.errors);
    setDriveErrors({});
    return create(
      'events',
      { data },
      {
        onSuccess: (created: { id: number }) => {
          notify('resources.events.page.created', { type: 'success' });
          if (checked) void drive.save(created.id, checked.sessions);
          setDraft(draftOf(null));
          setFormKey((key) => key + 1);
        },
        onError: (error) => notify(createFailureMessage(error), { type: 'error' }),
        returnPromise: true,
      },
    ).catch(() => undefined);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <PageTitle title="resources.events.page.createTitle" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('resources.events.page.createTitle')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Form
            key={formKey}
            resource="events"
            resolver={zodResolver(eventCreationSchema, undefined, { raw: true })}
            onSubmit={save} defaultValues={{ name: '', location: '', dateTime: '', organizer: '', description: '' }}>
            <EventInputs />
            <DriveFields level={2} draft={draft} errors={driveErrors} onChange={setDraft} />
            <SaveButton label="resources.events.page.createTitle" alwaysEnable />
          </Form>
        </CardContent>
      </Card>
      {drive.dialog}
    </Box>
  );
}
