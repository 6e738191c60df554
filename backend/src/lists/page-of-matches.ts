import type { DataSource, EntityMetadata } from 'typeorm';
import type { ListDefinition, SortOrder } from './list-definition';

/**
 * Entries of a sort's index MariaDB walks for the cost of looking up one matching record (about 0.4 µs against
 * 3 µs a lookup at a million rows, `bench:admin-lists`).
 */
const WALK_PER_LOOKUP = 8;

/** The index on (sort column, id) of a sorted list, if the entity declares one. */
function sortIndexName(metadata: EntityMetadata, property: string): string | undefined {
  const columns = (names: string[]) => names.join(',');
  return metadata.indices.find((index) => columns(index.columns.map((column) => column.propertyName)) === columns([property, 'id']))?.name;
}

/**
 * One page of the records with these ids (integers read from search_words), sorted, written out in the SQL: through
 * the query builder, its parsing of a 2 500-id condition alone took longer than the database's answer.
 *
 * The ids are looked up one by one and sorted, unless, on MariaDB, walking the sort's index and checking each entry
 * against them finds the page first: that walk stops (ROWS EXAMINED) once it has cost what the lookups would, so
 * matches bunched at the far end of the order cost at most twice the lookups, and spread-out ones far less.
 */
export async function pageOfMatches(dataSource: DataSource, list: ListDefinition, matched: unknown[], field: string, order: SortOrder, offset: number, size: number): Promise<unknown[]> {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(list.entity);
  const property = list.sorts[field];
  const column = (name: string) => driver.escape(metadata.findColumnWithPropertyName(name)!.databaseName);
  const sort = property === 'id' ? `${column('id')} ${order}` : `${column(property)} ${order}, ${column('id')} ${order}`;
  const matching = `${column('id')} IN (${matched.map(Number).join(', ')}) ORDER BY ${sort} LIMIT ${size} OFFSET ${offset}`;
  const ids = async (sql: string) => ((await dataSource.query(sql)) as { id: unknown }[]).map((row) => row.id);

  const index = property === 'id' ? undefined : sortIndexName(metadata, property);
  if (dataSource.options.type === 'mariadb' && index) {
    // The id list stays a list (not the table MariaDB would make of a long one), so each entry is checked in place.
    const walked = await ids(
      `SET STATEMENT in_predicate_conversion_threshold = 0 FOR SELECT ${column('id')} AS id FROM ${driver.escape(metadata.tableName)} ` +
        `FORCE INDEX (${driver.escape(index)}) WHERE ${matching} ROWS EXAMINED ${WALK_PER_LOOKUP * matched.length}`,
    );
    // A whole page: the walk found it before its limit (a page is never past the last match).
    if (walked.length === size) return walked;
  }
  return ids(`SELECT ${column('id')} AS id FROM ${driver.escape(metadata.tableName)} WHERE ${matching}`);
}
