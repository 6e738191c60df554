import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, useCreate, useNotify } from 'react-admin';
import { describeFailure } from '../data/httpErrors';
import { PageTitle } from '../layout/PageTitle';
import { EventInputs } from './EventInputs';
import { EVENT_TEXTS } from './texts';

/** The Create Event failure texts of spec section 8. */
export function createFailureMessage(error: unknown): string {
  const { status, serverMessage } = describeFailure(error);
  if (status !== undefined) return serverMessage ?? EVENT_TEXTS.createFailed;
  // fetch rejects with a TypeError when no response arrives.
  return error instanceof TypeError ? EVENT_TEXTS.noResponse : EVENT_TEXTS.otherError;
}

/** /create-event: POST /api/events; on success a toast and an empty form. */
export function EventCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  // A new key gives a new, empty form after each event created.
  const [formKey, setFormKey] = useState(0);

  const save = (data: Record<string, unknown>) =>
    create(
      'events',
      { data: { ...data, description: data.description ?? '' } },
      {
        onSuccess: () => {
          notify(EVENT_TEXTS.created, { type: 'success' });
          setFormKey((key) => key + 1);
        },
        onError: (error) => notify(createFailureMessage(error), { type: 'error' }),
        returnPromise: true,
      },
    ).catch(() => undefined);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <PageTitle title={EVENT_TEXTS.createTitle} />
      <Typography variant="h4" component="h1" gutterBottom>
        {EVENT_TEXTS.createTitle}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Form key={formKey} onSubmit={save} defaultValues={{ name: '', location: '', dateTime: '', organizer: '', description: '' }}>
            <EventInputs descriptionRequired={false} />
            <SaveButton label={EVENT_TEXTS.createTitle} alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
