import { useState, type FormEvent } from 'react';
import { contactReplySchema } from '@blood-donation/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import type { RepliedContactRecord } from '../data/resourceRoutes';
import { describeFailure } from '../data/httpErrors';
import { AnswerField } from '../layout/AnswerField';

/** What is wrong with the answer, by the API's own schema (its message), or null. */
function validate(answer: string): string | null {
  const parsed = contactReplySchema.safeParse({ message: answer });
  return parsed.success ? null : parsed.error.issues[0].message;
}

/** Reply: the admin writes an answer (required); POST /api/admin/contacts/{id}/reply. Mounted per contact. */
export function ReplyDialog({ contact, onClose }: { contact: RepliedContactRecord; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
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
      notify('resources.contacts.page.replySent', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      notify(describeFailure(failure).serverMessage ?? 'resources.contacts.page.replyFailed', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="reply-title" fullWidth maxWidth="sm">
      <form onSubmit={send} noValidate>
        <DialogTitle id="reply-title">{translate('resources.contacts.page.replyTo', { name: contact.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <strong>{contact.subject}</strong>
            <br />
            {contact.message}
          </DialogContentText>
          <AnswerField label={translate('resources.contacts.page.reply')} value={answer} onChange={setAnswer} minRows={4} error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('admin.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('resources.contacts.page.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
