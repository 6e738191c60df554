import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import { List, type ListProps, type SortPayload, useNotify } from 'react-admin';
import { PageHeading } from '../layout/PageHeading';
import { EmptyMessage, ListActions, ListLoadError, ListPagination } from './ListParts';

/** What react-admin's List is given as it is. */
interface ListOptions {
  resource: string;
  /** Rows per page by default (spec section 9); the choices are always 5, 10 and 25. */
  perPage: number;
  filters: ReactElement[];
  sort?: SortPayload;
  queryOptions?: ListProps['queryOptions'];
}

interface AdminListPageProps extends ListOptions {
  /** Message keys, like every text below. */
  title: string;
  emptyText: string;
  loadErrorText: string;
  /** Shown instead of loadErrorText when the server answers 401. */
  authErrorText?: string;
  /** A success toast after each completed fetch of the list (never after a failed one, nor on a re-render). */
  loadedText?: string;
  /** false: the list has no CSV export (no Export button). */
  exportable?: boolean;
  children: ReactNode;
}

/** The frame of a server-paged admin list: page title and heading, filters, Export and view toggle, paging, empty and error texts. */
export function AdminListPage({ title, emptyText, loadErrorText, authErrorText, loadedText, exportable = true, children, ...list }: AdminListPageProps) {
  const notify = useNotify();
  const queryOptions = loadedText ? { ...list.queryOptions, onSuccess: () => notify(loadedText, { type: 'success' }) } : list.queryOptions;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeading title={title} gutterBottom />
      <List
        {...list}
        title={false}
        actions={<ListActions resource={list.resource} exportable={exportable} />}
        pagination={<ListPagination />}
        empty={<EmptyMessage message={emptyText} />}
        error={<ListLoadError message={loadErrorText} authMessage={authErrorText} />}
        queryOptions={queryOptions}
      >
        {children}
      </List>
    </Box>
  );
}
