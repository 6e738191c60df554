import type { useOwnList } from '../../lib/use-own-list';
import { LoadState } from './load-state';
import { PagedList, type PagedListProps } from './paged-list';

/** The words of a list of the user's own records. */
export interface OwnRecordListTexts {
  /** The table's caption (visually hidden), the cards' list name: what the list holds. */
  caption: string;
  /** What the loading dots say. */
  loading: string;
  /** What an empty table says; the empty card view says `emptyCards`, or the same. */
  empty: string;
  emptyCards?: string;
}

type ListShape<T> = Pick<PagedListProps<T>, 'getKey' | 'columns' | 'cardTitle' | 'tableFrom'>;

/** A list of the user's own records (useOwnList), a page at a time: loading dots, the failure, or the table or cards. */
export function OwnRecordList<T>({ list, texts, ...shape }: { list: ReturnType<typeof useOwnList<T>>; texts: OwnRecordListTexts } & ListShape<T>) {
  const words = { caption: texts.caption, emptyTableText: texts.empty, emptyCardText: texts.emptyCards ?? texts.empty };
  return (
    <LoadState state={list.state} loadingLabel={texts.loading}>
      {(items) => <PagedList items={items} pagination={list.pagination} busy={list.busy} {...words} {...shape} />}
    </LoadState>
  );
}
