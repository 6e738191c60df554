import { useState } from 'react';
import { Typography } from '@mui/material';
import { type Identifier, List, TopToolbar, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { LOGIN_PATH, replaceWithPublicPage } from '../auth/publicSite';
import { describeFailure } from '../data/httpErrors';
import { CardGrid, CsvExportButton, EmptyMessage, ListPagination } from '../data/ListParts';
import type { AdminDataProvider } from '../data/dataProvider';
import type { RepliedContactRecord } from '../data/resourceRoutes';
import { DeleteConfirm } from '../layout/DeleteConfirm';
import { PageHeading } from '../layout/PageHeading';
import { ContactCard } from './ContactCard';
import { ReplyDialog } from './ReplyDialog';

const RESOURCE = 'contacts';

/** The load failure texts of spec section 8, by status (message keys). */
export function loadFailureMessage(error: unknown): string {
  const { status } = describeFailure(error);
  if (status === 401) return 'admin.list.authFailed';
  if (status === 404) return 'resources.contacts.page.notFound';
  return 'resources.contacts.page.loadFailed';
}

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return (
    <Typography role="alert" color="error" sx={{ p: 2 }}>
      {translate(loadFailureMessage(error))}
    </Typography>
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
      notify(meta?.message?.trim() || 'resources.contacts.page.deleted', { type: 'success' });
      refresh();
    } catch {
      notify('resources.contacts.page.deleteFailed', { type: 'error' });
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
      notify('resources.contacts.page.retried', { type: 'success' });
      refresh();
    } catch (failure) {
      notify(describeFailure(failure).serverMessage ?? 'resources.contacts.page.retryFailed', { type: 'error' });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <>
      <PageHeading title="resources.contacts.page.title" />
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
        empty={<EmptyMessage message="resources.contacts.page.empty" />}
        error={<LoadError />}
        queryOptions={{ onError: onLoadError }}
      >
        <CardGrid<RepliedContactRecord> renderCard={(contact) => (
          <ContactCard contact={contact} onReply={setReplying} onDelete={setDeleting} onRetry={(failed) => void retry(failed)} retrying={retrying === contact.id} />
        )} />
      </List>
      {replying && <ReplyDialog contact={replying} onClose={() => setReplying(null)} />}
      <DeleteConfirm resource={RESOURCE} open={deleting !== null} loading={isDeleting} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </>
  );
}
