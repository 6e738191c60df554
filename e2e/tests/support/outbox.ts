import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The little of better-sqlite3 read here (the backend's driver; its types are not installed in this workspace). */
interface Sqlite {
  prepare(sql: string): { get(...values: unknown[]): { text: string } | undefined };
  close(): void;
}
const Database = createRequire(__filename)('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite;

/**
 * The text of the newest email with `subject` queued to `to`, read from the server's database (the product runs with
 * no mail server in this suite, so its emails wait in outbox_emails). Waits until one is there.
 */
export async function queuedEmailText(to: string, subject: string): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'blood-donation.sqlite');
  let text: string | undefined;
  await expect
    .poll(() => {
      const database = new Database(file, { readonly: true, fileMustExist: true });
      try {
        text = database.prepare('SELECT "text" FROM "outbox_emails" WHERE "to" = ? AND "subject" = ? ORDER BY "id" DESC LIMIT 1').get(to, subject)?.text;
      } finally {
        database.close();
      }
      return text !== undefined;
    }, { message: `an email '${subject}' to ${to}` })
    .toBe(true);
  return text!;
}
