import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Reads one filter value (never null, undefined or ''): the value to use, or throws a FilterError. */
export type FilterReader = (value: unknown, key: string) => unknown;

/** A wrong filter value; the message goes to errors.filter. */
export class FilterError extends Error {}

/** One filter key of a list. */
export interface ListFilter {
  read: FilterReader;
  /** What the key does, for the API document. */
  description: string;
  /** Narrows the query to the value (the word search `q` is applied by the reader instead). */
  apply?: (builder: SelectQueryBuilder<ObjectLiteral>, value: unknown, alias: string) => void;
  /** The word search of the list's searchWords (`q`). */
  search?: true;
  /** The list_counts slot whose triggers count this filter's values, so its total needs no count over the table. */
  countedIn?: 'c1' | 'c2';
}

const oneOf =
  (options: readonly string[]) =>
  (value: unknown, key: string): unknown => {
    if (!options.includes(value as string)) throw new FilterError(`filter.${key} must be one of: ${options.join(', ')}`);
    return value;
  };

const wholeNumber =
  (min: number, max: number) =>
  (value: unknown, key: string): number => {
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (!Number.isSafeInteger(number) || (number as number) < min || (number as number) > max) {
      throw new FilterError(`filter.${key} must be a whole number from ${min} to ${max}`);
    }
    return number as number;
  };

const yesOrNo = (value: unknown, key: string): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new FilterError(`filter.${key} must be true or false`);
};

const text = (value: unknown, key: string): string => {
  if (typeof value !== 'string') throw new FilterError(`filter.${key} must be a text`);
  return value;
};

/** Every list's `id` filter: one id or a list of them (react-admin's getMany), of whole numbers or of UUIDs. */
export function idFilter(uuidIds: boolean | undefined): ListFilter {
  const one = (value: unknown) => (uuidIds ? typeof value === 'string' && value.length <= 36 : Number.isSafeInteger(value) && (value as number) > 0);
  return {
    read: (value, key) => {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length === 0 || ids.length > 100 || !ids.every(one)) throw new FilterError(`filter.${key} must be an id or a list of at most 100 ids`);
      return ids;
    },
    description: 'id (an id or a list of ids)',
    apply: (builder, value, alias) => builder.andWhere(`${alias}.id IN (:...filterIds)`, { filterIds: value }),
  };
}

/** The filters the lists share. */
export const FILTERS = {
  /** `q`: every word of it starts a word of the list's searched fields (case and accents ignored). */
  search: (fields: string): ListFilter => ({
    read: text,
    search: true,
    description: `q (each of its words starts a word of ${fields}; case and accents ignored)`,
  }),

  /** `q` on a table of a few dozen rows: a case-insensitive part of one column, read row by row. */
  contains: (property: string): ListFilter => ({
    read: text,
    description: `q (case-insensitive part of ${property})`,
    apply: (builder, value, alias) =>
      builder.andWhere(`LOWER(${alias}.${property}) LIKE :q ESCAPE '!'`, { q: `%${(value as string).toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%` }),
  }),

  /** The column equals one of `options`; `countedIn` names the list_counts slot its triggers fill. */
  oneOf: (property: string, options: readonly string[], countedIn?: ListFilter['countedIn']): ListFilter => ({
    read: oneOf(options),
    description: `${property} (${options.join(', ')})`,
    apply: (builder, value, alias) => builder.andWhere(`${alias}.${property} = :${property}`, { [property]: value }),
    countedIn,
  }),

  /** The column equals the text, case ignored (and the spaces around it). */
  textEquals: (property: string, description: string): ListFilter => ({
    read: text,
    description: `${property} (${description})`,
    apply: (builder, value, alias) => builder.andWhere(`LOWER(${alias}.${property}) = :${property}`, { [property]: (value as string).trim().toLowerCase() }),
  }),

  /** The column (a foreign key) equals a whole number. */
  idEquals: (key: string, column: string, description: string): ListFilter => ({
    read: wholeNumber(1, Number.MAX_SAFE_INTEGER),
    description: `${key} (${description})`,
    apply: (builder, value, alias) => builder.andWhere(`${alias}.${column} = :${key}`, { [key]: value }),
  }),

  /** true: the column is set; false: it is NULL. */
  isSet: (key: string, property: string, description: string, countedIn?: ListFilter['countedIn']): ListFilter => ({
    read: yesOrNo,
    description: `${key} (${description})`,
    apply: (builder, value, alias) => builder.andWhere(`${alias}.${property} IS ${value ? 'NOT ' : ''}NULL`),
    countedIn,
  }),

  /** true or false, applied by `apply`. */
  boolean: (key: string, description: string, apply: NonNullable<ListFilter['apply']>): ListFilter => ({
    read: yesOrNo,
    description: `${key} (${description})`,
    apply,
  }),

  wholeNumber: (key: string, min: number, max: number, description: string, apply: NonNullable<ListFilter['apply']>): ListFilter => ({
    read: wholeNumber(min, max),
    description: `${key} (${description})`,
    apply,
  }),
};
