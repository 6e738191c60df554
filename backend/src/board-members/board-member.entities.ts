import { TEAMS } from '@blood-donation/domain';
import { EntitySchema, type EntitySchemaOptions } from 'typeorm';
import { binaryColumnType, type Driver } from '../database/dialect';

/** Length of a UUID in its text form. */
export const UUID_LENGTH = 36;

/** A member of the board shown on the about-us page. The photo lives in board_member_photos. */
export class BoardMember {
  /** A random UUID, set in code (the same text column on both drivers). */
  id: string;
  full_name: string;
  description: string;
  linkedin_url: string | null;
  twitter_url: string | null;
  github_url: string | null;
  /** Comma-separated, in the order of TEAMS. */
  teams: string;
  /** UTC, to the millisecond (set in code). */
  createdAt: Date;
  /** The photo, when loaded: at most one (memberId is its primary key). */
  photos?: BoardMemberPhoto[];
}

/** The photo of a board member, one row per member, removed with it (ON DELETE CASCADE). */
export class BoardMemberPhoto {
  memberId: string;
  /** image/jpeg, image/png or image/webp, as the magic bytes showed. */
  contentType: string;
  bytes: Buffer;
  /** UTC, to the millisecond: the ?v= of the photo URL, so a new photo is a new URL. */
  updatedAt: Date;
  member?: BoardMember;
}

const schemasOf = new Map<Driver, EntitySchema[]>();

/** The primary key of both tables: a member's UUID. */
const uuidKey = { type: 'varchar', length: UUID_LENGTH, primary: true } as const;

/** The schema of `target`'s rows in `tableName`, named as the class (the name the relations' targets give). */
function schemaOf<T>(target: new () => T, tableName: string, mapping: Pick<EntitySchemaOptions<T>, 'columns' | 'indices' | 'relations'>): EntitySchema<T> {
  return new EntitySchema<T>({ name: target.name, tableName, target, ...mapping });
}

/**
 * The two tables as a data source of `driver` maps them. EntitySchemas rather than decorators because
 * the photo bytes are a `blob` on SQLite but a `mediumblob` on MySQL/MariaDB (whose `blob` holds only
 * 64 kB), and no one column type works on both; the member is a schema too, since TypeORM resolves a
 * relation only among entities declared the same way.
 */
export function boardMemberSchemas(driver: Driver): EntitySchema[] {
  // One pair per driver: a module registering them again (a second app in one process) adds no second mapping.
  const known = schemasOf.get(driver);
  if (known) return known;
  const member = schemaOf(BoardMember, 'board_members', {
    columns: {
      id: uuidKey,
      full_name: { type: 'varchar', length: 100 },
      description: { type: 'varchar', length: 2000 },
      linkedin_url: { type: 'varchar', length: 500, nullable: true },
      twitter_url: { type: 'varchar', length: 500, nullable: true },
      github_url: { type: 'varchar', length: 500, nullable: true },
      teams: { type: 'varchar', length: TEAMS.join(',').length },
      createdAt: { type: 'datetime', precision: 3 },
    },
    indices: [{ columns: ['createdAt', 'id'] }, { columns: ['full_name', 'id'] }],
    relations: { photos: { type: 'one-to-many', target: 'BoardMemberPhoto', inverseSide: 'member' } },
  });
  const photo = schemaOf(BoardMemberPhoto, 'board_member_photos', {
    columns: {
      memberId: uuidKey,
      contentType: { type: 'varchar', length: 20 },
      bytes: { type: binaryColumnType(driver) },
      updatedAt: { type: 'datetime', precision: 3 },
    },
    relations: {
      member: { type: 'many-to-one', target: 'BoardMember', joinColumn: { name: 'memberId' }, onDelete: 'CASCADE', inverseSide: 'photos' },
    },
  });
  const schemas = [member, photo] as EntitySchema[];
  schemasOf.set(driver, schemas);
  return schemas;
}
