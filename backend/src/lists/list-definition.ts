import type { Type } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { idFilter, type ListFilter } from './list-filters';

export type SortOrder = 'ASC' | 'DESC';

/** How a row gives one cell (a method type, so that a list of any row type is a ListDefinition). */
type CsvCell<R> = { cellOf(row: R): unknown }['cellOf'];

/** One column of a CSV export: its header and how a row gives its cell. */
export type CsvColumn<R> = [header: string, cell: CsvCell<R>];

/**
 * Everything about one list, declared once: the admin page (range/sort/filter, Content-Range), its total, its CSV
 * export and the whole-table answers all come from it (ListReader, AdminListEndpoints).
 */
export interface ListDefinition<E extends ObjectLiteral = ObjectLiteral, R = unknown, S extends string = string, C = R> {
  /** The URL segment under /api/admin and the unit of Content-Range. */
  resource: string;
  entity: EntityTarget<E>;
  /** The table: its name keys list_counts and search_words. */
  table: string;
  alias: string;
  /** Sort field → entity property; every one has an index (property, id). Not `id` itself: defineList adds it to every list. */
  sorts: Record<S, string>;
  defaultSort: [NoInfer<S>, SortOrder];
  /** Sort fields that may be NULL (NULL sorts first ascending, on both drivers). */
  nullableSorts?: readonly NoInfer<S>[];
  filters: Record<string, ListFilter>;
  /**
   * The texts whose words `q` searches: the columns the table's triggers index in search_words (SEARCHED_COLUMNS of
   * migration SearchWordsByTriggers names the same ones), read again by the rebuild command (rebuildSearchIndex).
   */
  searchWords?(entity: E): (string | null)[];
  /** The relations a row needs, joined when rows are loaded (many-to-one only: one row per record). */
  withRelations?(builder: SelectQueryBuilder<E>): SelectQueryBuilder<E>;
  toRow(entity: E): R;
  /** The row the CSV export writes, when it holds more than the list's row. */
  csvRow?(entity: E): C;
  csv: CsvColumn<C>[];
  /** The id is a UUID text rather than a whole number. */
  uuidIds?: true;
  /** The 404 message for an unknown id. */
  notFound: string;
  docs: { summary: string; rowType: Type<unknown>; filterExample: string; sortExample: string };
}

/** A list of rows R, whatever its entity, sort fields and CSV rows: what the reader and the endpoints take. */
export type ListOf<R = unknown> = ListDefinition<ObjectLiteral, R, string, unknown>;

/**
 * The list, with the `id` filter and the `id` sort every list has: react-admin's getMany asks for records by id, and a
 * react-admin list with no sort of its own asks for ["id", "ASC"] (the primary key is the index of that order).
 */
export function defineList<E extends ObjectLiteral, R, S extends string, C = R>(list: ListDefinition<E, R, S, C>): ListDefinition<E, R, S | 'id', C> {
  return { ...list, sorts: { id: 'id', ...list.sorts }, filters: { ...list.filters, id: idFilter(list.uuidIds) } };
}

/** CSV columns that copy the row's own fields, in this order. */
export function csvFields<R, K extends keyof R & string>(...keys: K[]): CsvColumn<R>[] {
  return keys.map((key) => [key, (row: R) => row[key]]);
}
