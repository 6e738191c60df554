import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import type { RepliedContactRecord } from '../data/resourceRoutes';
import { describeFailure } from '../data/httpErrors';
import { CONTACT_TEXTS, REPLY_MAX_LENGTH } from './texts';

function validate(answer: string): string | null {
  if (!answer.trim()) return CONTACT_TEXTS.replyRequired;
  if (answer.length > REPLY_MAX_LENGTH) return CONTACT_TEXTS.replyTooLong;
  return null;
}

/** Reply: the admin writes an answer (required); POST /api/admin/contacts/{id}/reply. Mounted per contact. */
export function ReplyDialog({ contact, onClose }: { contact: RepliedContactRecord; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(answer);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await dataProvider.replyToContact(contact.id, answer.trim());
      notify(CONTACT_TEXTS.replySent, { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      notify(describeFailure(failure).serverMessage ?? CONTACT_TEXTS.replyFailed, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="reply-title" fullWidth maxWidth="sm">
      <form onSubmit={send} noValidate>
        <DialogTitle id="reply-title">{`Reply to ${contact.name}`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <strong>{contact.subject}</strong>
            <br />
            {contact.message}
          </DialogContentText>
          <TextField
            label={CONTACT_TEXTS.replyLabel}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            required
            multiline
            minRows={4}
            fullWidth
            autoFocus
            error={error !== null}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {CONTACT_TEXTS.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
