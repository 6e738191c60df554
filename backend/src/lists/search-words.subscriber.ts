import type { EntitySubscriberInterface, InsertEvent, ObjectLiteral } from 'typeorm';
import type { ListDefinition } from './list-definition';
import { writeSearchWords } from './search-index';

/**
 * Gives every new record of a searched list its words, in the statement's own transaction (and connection): an
 * insert through any TypeORM path, the services' and the tests' alike, cannot leave a record the search misses.
 */
export class SearchWordsSubscriber implements EntitySubscriberInterface {
  constructor(private readonly lists: readonly ListDefinition[]) {}

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    const list = this.lists.find((candidate) => candidate.entity === event.metadata.target);
    if (list && event.entity) await writeSearchWords(event.manager, list, event.entity);
  }
}
