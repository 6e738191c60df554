import type { ReactElement, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { List, type ListProps, type SortPayload, useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';
import { EmptyMessage, ListActions, ListLoadError, ListPagination } from './ListParts';

interface AdminListPageProps {
  resource: string;
  /** Message keys, like every text below. */
  title: string;
  /** Rows per page by default (spec section 9); the choices are always 5, 10 and 25. */
  perPage: number;
  filters: ReactElement[];
  emptyText: string;
  loadErrorText: string;
  /** Shown instead of loadErrorText when the server answers 401. */
  authErrorText?: string;
  sort?: SortPayload;
  queryOptions?: ListProps['queryOptions'];
  /** false: the list has no CSV export (no Export button). */
  exportable?: boolean;
  children: ReactNode;
}

/** The frame of a server-paged admin list: page title and heading, filters, Export and view toggle, paging, empty and error texts. */
export function AdminListPage({ resource, title, perPage, filters, emptyText, loadErrorText, authErrorText, sort, queryOptions, exportable = true, children }: AdminListPageProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      <List
        resource={resource}
        title={false}
        perPage={perPage}
        sort={sort}
        filters={filters}
        actions={<ListActions resource={resource} exportable={exportable} />}
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
