import type { ReactElement } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import DeleteIcon from '@mui/icons-material/Delete';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ReplayIcon from '@mui/icons-material/Replay';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import { useMayAccess } from '../auth/useMayAccess';
import { formatDateTime } from '@blood-donation/domain';
import { Field } from '../data/ListParts';
import type { RepliedContactRecord, ReplyStatus } from '../data/resourceRoutes';

const STATUS_LOOK: Record<ReplyStatus, { icon: ReactElement; color: 'default' | 'success' | 'error' }> = {
  queued: { icon: <ScheduleIcon />, color: 'default' },
  sent: { icon: <MarkEmailReadIcon />, color: 'success' },
  failed: { icon: <ErrorOutlineIcon />, color: 'error' },
};

/** Queued, Sent or Failed: where the reply's email is. */
function ReplyStatusChip({ status }: { status: ReplyStatus }) {
  const { icon, color } = STATUS_LOOK[status];
  const translate = useTranslate();
  return (
    <Chip
      icon={icon}
      color={color}
      variant="outlined"
      size="small"
      label={translate(`resources.contacts.replyStatus.${status}`)}
      title={translate(`resources.contacts.replyStatusHint.${status}`)}
    />
  );
}

/**
 * A contact message with its reply's state, and Reply, Retry (a failed reply) and Delete (for a role that may delete).
 * A message whose sender deleted their account (its email erased, '') has no one to reply to: no Reply or Retry.
 */
export function ContactCard({
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
  const translate = useTranslate();
  const mayDelete = useMayAccess()({ resource: 'contacts', action: 'delete' });
  const named = { name: contact.name };
  const replyable = contact.email !== '';
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        {contact.name}
      </Typography>
      <Field label="resources.contacts.fields.email" value={contact.email} />
      <Field label="resources.contacts.fields.subject" value={contact.subject} />
      <Field label="resources.contacts.fields.message" value={contact.message} />
      <Field label="resources.contacts.fields.createdAt" value={formatDateTime(contact.createdAt)} />
      {(contact.repliedAt || contact.replyStatus) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {contact.repliedAt && <Chip icon={<CheckCircleIcon />} color="success" size="small" label={translate('resources.contacts.page.answered')} />}
          {contact.replyStatus && <ReplyStatusChip status={contact.replyStatus} />}
          {contact.repliedAt && (
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(contact.repliedAt)}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, pt: 1, flexWrap: 'wrap' }}>
        {replyable && (
          <Button size="small" startIcon={<ReplyIcon />} onClick={() => onReply(contact)} aria-label={translate('resources.contacts.page.replyTo', named)}>
            {translate('resources.contacts.page.reply')}
          </Button>
        )}
        {replyable && contact.replyStatus === 'failed' && (
          <Button
            size="small"
            color="warning"
            startIcon={<ReplayIcon />}
            onClick={() => onRetry(contact)}
            disabled={retrying}
            aria-label={translate('resources.contacts.page.retryOf', named)}
          >
            {translate('resources.contacts.page.retry')}
          </Button>
        )}
        {mayDelete && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onDelete(contact)}
            aria-label={translate('resources.contacts.page.deleteFrom', named)}
          >
            {translate('admin.action.delete')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
