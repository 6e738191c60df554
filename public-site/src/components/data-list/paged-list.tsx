import './data-list.scss';
import { type ReactNode, useId, useState } from 'react';
import { DEFAULT_PAGE_SIZE, Pagination } from './pagination';
import { RecordCard } from './record-card';
import { type ListView, ViewToggle } from './view-toggle';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The cell that names its row: a <th scope="row">. */
  rowHeader?: boolean;
  /** Shown on the cards too (default); false for what the card's title already says. */
  inCard?: boolean;
  /** The buttons of a record: the last column of the table, the footer of a card. */
  actions?: boolean;
}

export interface PagedListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** The table's caption (visually hidden): what the list holds. */
  caption: string;
  columns: readonly Column<T>[];
  /** The heading of a record's card. */
  cardTitle: (item: T) => string;
  emptyTableText: string;
  emptyCardText: string;
}

/**
 * A list shown as a table or as a grid of cards (1, 2 or 3 columns), with a Table/Card toggle and client-side
 * paging. The page goes back to the first one when the page size changes.
 */
export function PagedList<T>({ items, getKey, caption, columns, cardTitle, emptyTableText, emptyCardText }: PagedListProps<T>) {
  const [view, setView] = useState<ListView>('table');
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(0);
  // After a deletion the last page may be gone: show the last one that still exists.
  const lastPage = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  const page = Math.min(requestedPage, lastPage);
  const shown = items.slice(page * pageSize, (page + 1) * pageSize);
  const captionId = useId();
  const cardFields = columns.filter((column) => column.inCard !== false && !column.actions);
  const actions = columns.find((column) => column.actions);

  return (
    <>
      <div className="d-flex justify-content-end mb-3">
        <ViewToggle view={view} onChange={setView} />
      </div>
      {view === 'table' ? (
        <div className="table-responsive table-region" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="table table-striped table-hover align-middle mb-0 data-table">
            <caption id={captionId} className="visually-hidden">
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="text-center py-4">
                    {emptyTableText}
                  </td>
                </tr>
              ) : (
                shown.map((item) => (
                  <tr key={getKey(item)}>
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.header} scope="row">
                          {column.cell(item)}
                        </th>
                      ) : (
                        <td key={column.header}>{column.cell(item)}</td>
                      ),
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : shown.length === 0 ? (
        <p className="text-center py-4 mb-0">{emptyCardText}</p>
      ) : (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled mb-0" aria-label={caption}>
          {shown.map((item) => (
            <li key={getKey(item)} className="col">
              <RecordCard
                title={cardTitle(item)}
                fields={cardFields.map((column) => ({ label: column.header, value: column.cell(item) }))}
                actions={actions?.cell(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={items.length}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
    </>
  );
}
