import './data-list.scss';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Pagination, type PaginationProps } from './pagination';
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
  /** Read by a screen reader in a table cell left empty (its cell gave null); a card shows nothing. */
  none?: string;
}

export interface PagedListProps<T> {
  /** The page on screen (the server pages the list). */
  items: readonly T[];
  /** Which page it is, of how many rows in all, and how to ask for another. */
  pagination: PaginationProps;
  /** Another page is on its way: the shown one stays until it arrives. */
  busy?: boolean;
  getKey: (item: T) => string | number;
  /** The table's caption (visually hidden): what the list holds. */
  caption: string;
  columns: readonly Column<T>[];
  /** The heading of a record's card. */
  cardTitle: (item: T) => string;
  emptyTableText: string;
  emptyCardText: string;
  /** From which Bootstrap breakpoint the list starts as a table: lg (default), or xl for a wider table. */
  tableFrom?: 'lg' | 'xl';
}

/**
 * Below the breakpoint the rows start as stacked cards; wider screens start with the table. Below Bootstrap's lg
 * breakpoint (phones and tablets) by default: a list's table is wider than a 768 px tablet (the donations' nine columns
 * are 882 px); a wider table (the requests') starts as cards below xl.
 */
const CARDS_QUERY = { lg: '(max-width: 991.98px)', xl: '(max-width: 1199.98px)' } as const;

type TableFrom = keyof typeof CARDS_QUERY;

const cardsQuery = (tableFrom: TableFrom) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(CARDS_QUERY[tableFrom]) : undefined);

const viewFor = (narrow: boolean | undefined): ListView => (narrow ? 'card' : 'table');

/**
 * The view the screen's width calls for: at first, and again whenever the width crosses the breakpoint (a window
 * made narrower, a tablet turned), so a table never stays on a screen it does not fit. The toggle changes it meanwhile.
 */
function useListView(tableFrom: TableFrom) {
  const [view, setView] = useState<ListView>(() => viewFor(cardsQuery(tableFrom)?.matches));
  useEffect(() => {
    const query = cardsQuery(tableFrom);
    if (!query?.addEventListener) return;
    const follow = (event: MediaQueryListEvent) => setView(viewFor(event.matches));
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [tableFrom]);
  return [view, setView] as const;
}

/**
 * One page of a list shown as a table or as a grid of cards (1, 2 or 3 columns), with a Table/Card toggle and the
 * pagination below it (when the list has rows).
 */
export function PagedList<T>({ items, pagination, busy = false, getKey, caption, columns, cardTitle, emptyTableText, emptyCardText, tableFrom = 'lg' }: PagedListProps<T>) {
  const [view, setView] = useListView(tableFrom);
  const captionId = useId();
  const cardFields = columns.filter((column) => column.inCard !== false && !column.actions);
  const actions = columns.find((column) => column.actions);

  return (
    <div aria-busy={busy}>
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
              {items.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="text-center py-4">
                    {emptyTableText}
                  </td>
                </tr>
              ) : (
                items.map((item) => (
                  <tr key={getKey(item)}>
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.header} scope="row">
                          {column.cell(item)}
                        </th>
                      ) : (
                        <td key={column.header}>{column.cell(item) ?? (column.none && <span className="visually-hidden">{column.none}</span>)}</td>
                      ),
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : items.length === 0 ? (
        <p className="text-center py-4 mb-0">{emptyCardText}</p>
      ) : (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled mb-0" aria-label={caption}>
          {items.map((item) => (
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
      {pagination.total > 0 && <Pagination {...pagination} />}
    </div>
  );
}
