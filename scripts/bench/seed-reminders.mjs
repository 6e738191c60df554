// Seeds donors for the eligible-again benchmark straight into a migrated database (SQLite file or MySQL/MariaDB), in
// bulk SQL: `count` accounts, one whole-blood donation each dated over the last two years (day i mod 730 back), the
// 'eligibility-reminders' consent given by every one, and their reminder_schedule row as the server keeps it (the day
// their wait ends, when that is today or later; else none due). Each donor's city is one of ten; one drive with free
// places in the first city. Answers how many are due today.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const GENDERS = ['male', 'female', 'other'];
const FORM_GENDERS = { male: 'Male', female: 'Female', other: 'Other' };
export const CITIES = ['Pune', 'Mumbai', 'Nashik', 'Nagpur', 'Thane', 'Solapur', 'Kolhapur', 'Satara', 'Sangli', 'Akola'];
const BATCH = 5000;
const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** The rows of donors `from` to `to` - 1 (ids from firstUserId), their due days judged by domain's engine. */
function* batches(root, count, firstUserId, timeZone, ruleSet) {
  const domain = createRequire(join(root, 'domain/package.json'))('./dist/index.js');
  const today = domain.todayIn(timeZone);
  const ends = new Map();
  const endOf = (date, sex) => {
    const key = `${date}|${sex}`;
    if (!ends.has(key)) ends.set(key, domain.checkEligibility({ donations: [{ date, type: 'whole-blood' }], sex, ruleSet, today: date }).nextEligibleDate ?? date);
    return ends.get(key);
  };
  const now = new Date();
  for (let start = 0; start < count; start += BATCH) {
    const users = [];
    const donations = [];
    const consents = [];
    const schedule = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const userId = firstUserId + i;
      const gender = GENDERS[i % 3];
      const city = CITIES[i % CITIES.length];
      const date = domain.addDays(today, -(1 + (i % 730)));
      users.push({ username: `Reminder Donor ${i}`, email: `reminder-donor-${i}@example.org`, age: 18 + (i % 47), bloodGroup: GROUPS[i % 8], gender, mobile: `97${String(i).padStart(8, '0')}`, passwordHash: 'x'.repeat(60), role: 'user', availableCity: city, createdAt: now, updatedAt: now });
      donations.push({ name: `Reminder Donor ${i}`, bloodGroup: GROUPS[i % 8], units: 1, mobile: `97${String(i).padStart(8, '0')}`, gender: FORM_GENDERS[gender], age: 18 + (i % 47), city, address: city, date, donationType: 'whole-blood', userId, createdAt: now, updatedAt: now });
      consents.push({ userId, purpose: 'eligibility-reminders', version: domain.PRIVACY_TEXT_VERSION, statement: domain.CONSENT_STATEMENTS['eligibility-reminders'], givenAt: now });
      const end = endOf(date, gender);
      schedule.push({ userId, dueOn: end >= today ? end : null });
    }
    yield { today, rows: { users, donations, consents, reminder_schedule: schedule } };
  }
}

/** Seeds into the SQLite file; answers { firstUserId, today }. */
export function seedRemindersSqlite(root, file, count, timeZone, ruleSet) {
  const Database = createRequire(join(root, 'backend/package.json'))('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const firstUserId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM users').get().next;
  const statements = new Map();
  const insert = (table, rows) => {
    const columns = Object.keys(rows[0]);
    if (!statements.has(table)) statements.set(table, db.prepare(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`));
    const statement = statements.get(table);
    for (const row of rows) statement.run(...columns.map((column) => (row[column] instanceof Date ? sqliteTime(row[column]) : row[column])));
  };
  let today;
  for (const batch of batches(root, count, firstUserId, timeZone, ruleSet)) {
    today = batch.today;
    db.transaction(() => {
      for (const [table, rows] of Object.entries(batch.rows)) insert(table, rows);
    })();
  }
  db.pragma('optimize');
  db.close();
  return { firstUserId, today };
}

/** Seeds into the MySQL/MariaDB database of `url`; answers { firstUserId, today }. */
export async function seedRemindersMysql(root, url, count, timeZone, ruleSet) {
  const mysql = createRequire(join(root, 'backend/package.json'))('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url, timezone: 'Z' });
  await connection.query("SET time_zone = '+00:00'");
  try {
    const [[{ next }]] = await connection.query('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM users');
    const firstUserId = Number(next);
    let today;
    for (const batch of batches(root, count, firstUserId, timeZone, ruleSet)) {
      today = batch.today;
      for (const [table, rows] of Object.entries(batch.rows)) {
        const columns = Object.keys(rows[0]);
        await connection.query(`INSERT INTO ${table} (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [rows.map((row) => columns.map((column) => row[column]))]);
      }
    }
    await connection.query('ANALYZE TABLE users, donations, consents, reminder_schedule');
    return { firstUserId: Number(firstUserId), today };
  } finally {
    await connection.end();
  }
}
