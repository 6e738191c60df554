/*
 * Over 200 lines on purpose: one class reads every admin list (page, count, search, whole-list batches) so that the
 * ordering and keyset rules that make deep pages and exports agree are written once, next to each other.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { ListCount } from './list-count.entity';
import type { ListDefinition, ListOf, SortOrder } from './list-definition';
import type { ListQuery } from './list-query';
import { pageOfMatches } from './page-of-matches';
import { wordMatches } from './search-match';

/** Rows one batch of a whole-list answer or export reads: small enough that other requests get the database in between. */
export const BATCH_ROWS = 500;

/** Most matches of a search whose ids are read into memory to give its total and page (see ListReader.fewMatches). */
const FEW_MATCHES = 5_000;

/** A condition beyond the list's filters, e.g. the caller's own rows: `builder.andWhere(...)` on the list's alias. */
export type ExtraCondition = (builder: SelectQueryBuilder<ObjectLiteral>, alias: string) => void;

/** The rows of one account (the list's table has a userId column). */
export const ownedBy =
  (userId: number): ExtraCondition =>
  (builder, alias) =>
    builder.andWhere(`${alias}.userId = :ownerId`, { ownerId: userId });

/** What a list answer is read in: the filter of ListQuery, the sort, and an extra condition. */
export interface ListScope {
  sort: ListQuery['sort'];
  filter: ListQuery['filter'];
  where?: ExtraCondition;
}

/** How a word search joins the list: look the words up first (few matches), or walk the sort order and check each row (many). */
type SearchPlan = 'lookup' | 'probe';

const flip = (order: SortOrder): SortOrder => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * Reads the lists of ListDefinitions in bounded time and memory, whatever the table's size:
 * - totals come from list_counts (kept by triggers) when every filter is counted there, else from one COUNT;
 * - a page reads only the ids of its rows (from the index of the sort), then those rows with their relations;
 *   a page nearer the end is read from the end in the reverse order, so the last page costs what the first does;
 * - a word search reads the matching words from search_words (a range of its primary key per term, intersected); when
 *   the filter is only a search with few matches, their ids are read once and give both the total and the page;
 * - whole lists come in batches, each continuing after the last row of the one before (keyset), never by OFFSET.
 */
@Injectable()
export class ListReader {
  constructor(private readonly dataSource: DataSource) {}

  async page<R>(list: ListOf<R>, query: ListQuery, where?: ExtraCondition): Promise<{ rows: R[]; total: number }> {
    const matched = where ? null : await this.fewMatches(list, query.filter);
    const total = matched?.length ?? (await this.count(list, query.filter, where));
    if (query.start >= total) return { rows: [], total };
    const size = Math.min(query.end, total - 1) - query.start + 1;
    const backwards = total - 1 - query.end < query.start;
    const offset = backwards ? total - query.start - size : query.start;
    const order = backwards ? flip(query.sort.order) : query.sort.order;
    const ids = matched
      ? await pageOfMatches(this.dataSource, list, matched, query.sort.field, order, offset, size)
      : await this.pageIds(this.matching(list, { ...query, where }, await this.searchPlan(list, query.filter, total, offset + size)), list, query.sort.field, order, offset, size);
    if (backwards) ids.reverse();
    return { rows: await this.load(list, ids), total };
  }

  /** How many records match: the sum of a few list_counts rows when every filter is counted there, else a COUNT. */
  async count(list: ListDefinition, filter: ListQuery['filter'], where?: ExtraCondition): Promise<number> {
    const slots = where ? null : countedSlots(list, filter);
    if (slots) {
      const builder = this.dataSource.createQueryBuilder(ListCount, 'counts').select('COALESCE(SUM(counts.total), 0)', 'total');
      builder.where('counts.tableName = :table', { table: list.table });
      for (const [slot, value] of Object.entries(slots)) builder.andWhere(`counts.${slot} = :${slot}`, { [slot]: value });
      return Number((await builder.getRawOne<{ total: unknown }>())?.total ?? 0);
    }
    const words = where ? undefined : this.searchOnly(list, filter);
    if (words !== undefined) {
      // Only a search: its matching rows counted in search_words alone, without reading a record.
      if (!words) return 0;
      const [{ total }] = await this.query<{ total: unknown }>(`SELECT COUNT(*) AS total FROM (${words.rowIds}) matches`, words.parameters);
      return Number(total);
    }
    const builder = this.matching(list, { filter, where }, 'lookup').select('COUNT(*)', 'total');
    return Number((await builder.getRawOne<{ total: unknown }>())?.total ?? 0);
  }

  /**
   * Every matching row in the scope's order, BATCH_ROWS at a time; the next batch is read only when asked for.
   * Each batch is one query (many-to-one joins only, so LIMIT counts records) continuing after the last row's key.
   */
  async *batches<R>(list: ListOf<R>, scope: ListScope): AsyncGenerator<R[]> {
    const property = list.sorts[scope.sort.field];
    const nullable = list.nullableSorts?.includes(scope.sort.field) ?? false;
    let after: { id: unknown; key: unknown } | undefined;
    for (;;) {
      const builder = this.sorted(this.matching(list, scope, 'lookup'), list, scope.sort.field, scope.sort.order);
      if (after) this.continueAfter(builder, `${list.alias}.${property}`, `${list.alias}.id`, scope.sort.order, nullable, after);
      list.withRelations?.(builder);
      builder.addSelect(this.asText(`${list.alias}.${property}`), 'list_key').limit(BATCH_ROWS);
      const { entities, raw } = await builder.getRawAndEntities<{ list_key: unknown } & Record<string, unknown>>();
      if (entities.length > 0) yield entities.map((entity) => list.toRow(entity));
      if (entities.length < BATCH_ROWS) return;
      const last = raw[raw.length - 1];
      after = { id: last[`${list.alias}_id`], key: last.list_key };
    }
  }

  /** One record of the list as its row, or null. */
  async one<R>(list: ListOf<R>, id: unknown): Promise<R | null> {
    const [row] = await this.load(list, [id]);
    return row ?? null;
  }

  /** The words of `filter` when it is only a search (null when the search has no word); undefined when it is more. */
  private searchOnly(list: ListDefinition, filter: ListQuery['filter']): ReturnType<typeof wordMatches> | undefined {
    const [key, ...others] = Object.keys(filter);
    if (key === undefined || others.length > 0 || !list.filters[key].search) return undefined;
    return wordMatches(this.dataSource.options.type === 'better-sqlite3', list, filter[key] as string);
  }

  /**
   * The ids of every match when the filter is only a search with at most FEW_MATCHES of them, else null. Read once,
   * they give both the total and the page (pageOfMatches), where counting the matches and then reading a page of them
   * would look the words up twice.
   */
  private async fewMatches(list: ListDefinition, filter: ListQuery['filter']): Promise<unknown[] | null> {
    const words = this.searchOnly(list, filter);
    if (words === undefined) return null;
    if (!words) return [];
    const rows = await this.query<{ rowId: unknown }>(`SELECT rowId FROM (${words.rowIds}) matches LIMIT ${FEW_MATCHES + 1}`, words.parameters);
    return rows.length > FEW_MATCHES ? null : rows.map((row) => row.rowId);
  }

  private async query<T>(sql: string, parameters: Record<string, unknown>): Promise<T[]> {
    return (await this.dataSource.query(...this.dataSource.driver.escapeQueryWithParameters(sql, parameters, {}))) as T[];
  }

  private matching(list: ListDefinition, scope: Pick<ListScope, 'filter' | 'where'>, plan: SearchPlan): SelectQueryBuilder<ObjectLiteral> {
    const builder = this.dataSource.createQueryBuilder(list.entity, list.alias);
    for (const [key, value] of Object.entries(scope.filter)) {
      const filter = list.filters[key];
      if (filter.search) this.whereWords(builder, list, value as string, plan);
      else filter.apply!(builder, value, list.alias);
    }
    scope.where?.(builder, list.alias);
    return builder;
  }

  /**
   * Each term must start a word of the record. Few matches: the record's id is among the matching ids (see
   * wordMatches), read once. Many: the rows are walked
   * in the sort's order and each is checked for a matching word per term, so the page is found after a few of them.
   */
  private whereWords(builder: SelectQueryBuilder<ObjectLiteral>, list: ListDefinition, text: string, plan: SearchPlan): void {
    const words = wordMatches(this.dataSource.options.type === 'better-sqlite3', list, text);
    if (!words) builder.andWhere('1 = 0');
    // The ids in a derived table: MySQL/MariaDB then materialize them once instead of running the INTERSECT per row.
    else if (plan === 'lookup') builder.andWhere(`${list.alias}.id IN (SELECT matches.rowId FROM (${words.rowIds}) matches)`, words.parameters);
    else builder.andWhere(words.probes(`${list.alias}.id`), words.parameters);
  }

  /** Probing beats looking up when walking the order to the page's end reads fewer rows than all the matches. */
  private async searchPlan(list: ListDefinition, filter: ListQuery['filter'], matches: number, reach: number): Promise<SearchPlan> {
    const searched = Object.keys(filter).some((key) => list.filters[key].search);
    if (!searched) return 'lookup';
    const rows = await this.count(list, {});
    return reach * rows < matches * matches ? 'probe' : 'lookup';
  }

  private async pageIds(builder: SelectQueryBuilder<ObjectLiteral>, list: ListDefinition, field: string, order: SortOrder, offset: number, size: number): Promise<unknown[]> {
    const rows = await this.sorted(builder, list, field, order).select(`${list.alias}.id`, 'id').offset(offset).limit(size).getRawMany<{ id: unknown }>();
    return rows.map((row) => row.id);
  }

  private sorted(builder: SelectQueryBuilder<ObjectLiteral>, list: ListDefinition, field: string, order: SortOrder): SelectQueryBuilder<ObjectLiteral> {
    const property = list.sorts[field];
    builder.orderBy(`${list.alias}.${property}`, order);
    if (property !== 'id') builder.addOrderBy(`${list.alias}.id`, order);
    return builder;
  }

  /**
   * Rows after `after` in the order (expression, id); NULL sorts first ascending on both drivers. Written as
   * `e <= k AND (e < k OR id < i)` (not `e < k OR (e = k AND id < i)`): a range of the index on both drivers, where
   * SQLite would scan the whole index for the plain OR and MySQL would for a row-value comparison.
   */
  private continueAfter(builder: SelectQueryBuilder<ObjectLiteral>, expression: string, id: string, order: SortOrder, nullable: boolean, after: { id: unknown; key: unknown }): void {
    const [past, reached] = order === 'ASC' ? ['>', '>='] : ['<', '<='];
    const parameters = { afterKey: after.key, afterId: after.id };
    if (expression === id) builder.andWhere(`${id} ${past} :afterId`, parameters);
    else if (after.key === null) {
      builder.andWhere(order === 'ASC' ? `((${expression} IS NULL AND ${id} > :afterId) OR ${expression} IS NOT NULL)` : `(${expression} IS NULL AND ${id} < :afterId)`, parameters);
    } else {
      const later = `${expression} ${reached} :afterKey AND (${expression} ${past} :afterKey OR ${id} ${past} :afterId)`;
      builder.andWhere(nullable && order === 'DESC' ? `((${later}) OR ${expression} IS NULL)` : `(${later})`, parameters);
    }
  }

  /**
   * The key as text, compared back exactly: MySQL would round a DATETIME(6) read into a JavaScript Date. In
   * parentheses on SQLite, so that TypeORM takes it for an extra column rather than the entity's own property.
   */
  private asText(expression: string): string {
    return this.dataSource.options.type === 'better-sqlite3' ? `(${expression})` : `CAST(${expression} AS CHAR)`;
  }

  private async load<R>(list: ListOf<R>, ids: unknown[]): Promise<R[]> {
    if (ids.length === 0) return [];
    const builder = this.dataSource.createQueryBuilder(list.entity, list.alias);
    const records = await (list.withRelations?.(builder) ?? builder).where(`${list.alias}.id IN (:...ids)`, { ids }).getMany();
    const byId = new Map(records.map((record) => [record.id as unknown, record]));
    return ids.flatMap((id) => (byId.has(id) ? [list.toRow(byId.get(id)!)] : []));
  }
}

/** The list_counts slots for `filter` when every key of it is counted there; null when one is not. */
function countedSlots(list: ListDefinition, filter: ListQuery['filter']): Record<string, string> | null {
  const slots: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    const slot = list.filters[key].countedIn;
    if (!slot) return null;
    slots[slot] = String(value);
  }
  return slots;
}
