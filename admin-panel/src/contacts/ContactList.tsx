import { type ReactElement, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import DeleteIcon from '@mui/icons-material/Delete';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ReplayIcon from '@mui/icons-material/Replay';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Confirm, type Identifier, List, TopToolbar, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { formatDateTime } from '@blood-donation/domain';
import { LOGIN_PATH, replaceWithPublicPage } from '../auth/publicSite';
import { describeFailure } from '../data/httpErrors';
import { CardGrid, CsvExportButton, EmptyMessage, Field, ListPagination } from '../data/ListParts';
import type { AdminDataProvider } from '../data/dataProvider';
import type { RepliedContactRecord, ReplyStatus } from '../data/resourceRoutes';
import { PageTitle } from '../layout/PageTitle';
import { ReplyDialog } from './ReplyDialog';
import { CONTACT_TEXTS } from './texts';

const RESOURCE = 'contacts';

/** The load failure texts of spec section 8, by status. */
export function loadFailureMessage(error: unknown): string {
  const { status } = describeFailure(error);
  if (status === 401) return CONTACT_TEXTS.authFailed;
  if (status === 404) return CONTACT_TEXTS.notFound;
  return CONTACT_TEXTS.loadFailed;
}

function LoadError() {
  const { error } = useListContext();
  return (
    <Typography role="alert" color="error" sx={{ p: 2 }}>
      {loadFailureMessage(error)}
    </Typography>
  );
}

const STATUS_LOOK: Record<ReplyStatus, { icon: ReactElement; color: 'default' | 'success' | 'error' }> = {
  queued: { icon: <ScheduleIcon />, color: 'default' },
  sent: { icon: <MarkEmailReadIcon />, color: 'success' },
  failed: { icon: <ErrorOutlineIcon />, color: 'error' },
};

/** Queued, Sent or Failed: where the reply's email is. */
function ReplyStatusChip({ status }: { status: ReplyStatus }) {
  const { icon, color } = STATUS_LOOK[status];
  return <Chip icon={icon} color={color} variant="outlined" size="small" label={CONTACT_TEXTS.replyStatus[status]} title={CONTACT_TEXTS.replyStatusHint[status]} />;
}

function ContactCard({
  contact,
  onReply,
  onDelete,
  onRetry,
  retrying,
}: {
  contact: RepliedContactRecord;
  onReply: (contact: RepliedContactRecord) => void;
  onDelete: (contact: RepliedContactRecord) => void;
  onRetry: (contact: RepliedContactRecord) => void;
  retrying: boolean;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        {contact.name}
      </Typography>
      <Field label="Email" value={contact.email} />
      <Field label="Subject" value={contact.subject} />
      <Field label="Message" value={contact.message} />
      <Field label="Date" value={formatDateTime(contact.createdAt)} />
      {(contact.repliedAt || contact.replyStatus) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {contact.repliedAt && <Chip icon={<CheckCircleIcon />} color="success" size="small" label={CONTACT_TEXTS.answered} />}
          {contact.replyStatus && <ReplyStatusChip status={contact.replyStatus} />}
          {contact.repliedAt && (
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(contact.repliedAt)}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, pt: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<ReplyIcon />} onClick={() => onReply(contact)} aria-label={`Reply to ${contact.name}`}>
          Reply
        </Button>
        {contact.replyStatus === 'failed' && (
          <Button
            size="small"
            color="warning"
            startIcon={<ReplayIcon />}
            onClick={() => onRetry(contact)}
            disabled={retrying}
            aria-label={`Retry the reply to ${contact.name}`}
          >
            {CONTACT_TEXTS.retry}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(contact)}
          aria-label={`Delete contact from ${contact.name}`}
        >
          Delete
        </Button>
      </Box>
    </Stack>
  );
}

/** /contacts: 'All Contacts', newest first, as cards with Reply and Delete. */
export function ContactList() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [replying, setReplying] = useState<RepliedContactRecord | null>(null);
  const [deleting, setDeleting] = useState<RepliedContactRecord | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [retrying, setRetrying] = useState<Identifier | null>(null);

  const onLoadError = (error: unknown) => {
    notify(loadFailureMessage(error), { type: 'error' });
    if (describeFailure(error).status === 401) replaceWithPublicPage(LOGIN_PATH);
  };

  const remove = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      const { meta } = (await dataProvider.delete(RESOURCE, { id: deleting.id, previousData: deleting })) as { meta?: { message?: string } };
      notify(meta?.message?.trim() || CONTACT_TEXTS.deleted, { type: 'success' });
      refresh();
    } catch {
      notify(CONTACT_TEXTS.deleteFailed, { type: 'error' });
    } finally {
      setIsDeleting(false);
      setDeleting(null);
    }
  };

  /** POST …/reply/retry: the failed reply's email is queued again. */
  const retry = async (contact: RepliedContactRecord) => {
    setRetrying(contact.id);
    try {
      await dataProvider.retryContactReply(contact.id);
      notify(CONTACT_TEXTS.retried, { type: 'success' });
      refresh();
    } catch (failure) {
      notify(describeFailure(failure).serverMessage ?? CONTACT_TEXTS.retryFailed, { type: 'error' });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <>
      <PageTitle title={CONTACT_TEXTS.title} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {CONTACT_TEXTS.title}
      </Typography>
      <List
        resource={RESOURCE}
        title={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={12}
        pagination={<ListPagination choices={[6, 12, 24]} />}
        actions={
          <TopToolbar>
            <CsvExportButton />
          </TopToolbar>
        }
        empty={<EmptyMessage>{CONTACT_TEXTS.empty}</EmptyMessage>}
        error={<LoadError />}
        queryOptions={{ onError: onLoadError }}
      >
        <CardGrid<RepliedContactRecord>
          empty={CONTACT_TEXTS.empty}
          renderCard={(contact) => (
            <ContactCard contact={contact} onReply={setReplying} onDelete={setDeleting} onRetry={(failed) => void retry(failed)} retrying={retrying === contact.id} />
          )}
        />
      </List>
      {replying && <ReplyDialog contact={replying} onClose={() => setReplying(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title={CONTACT_TEXTS.deleteTitle}
        content={CONTACT_TEXTS.deleteQuestion}
        confirm="Delete"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
