// Admin list benchmark (not a test): starts the product on a fresh SQLite database, seeds 100 000 donations, then
// prints how long the first page of /donorlist and a filtered page take through the API (median of repeated calls).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const Database = createRequire(join(root, 'backend/package.json'))('better-sqlite3');
const port = Number(process.env.BENCH_PORT ?? 3410);
const base = `http://127.0.0.1:${port}`;
const DONORS = Number(process.env.BENCH_DONORS ?? 100_000);
const RUNS = 15;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const dataDir = mkdtempSync(join(tmpdir(), 'blood-donation-bench-list-'));

async function waitForHealth(server) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The product did not start');
}

/** Seeds straight into the migrated SQLite file: the API is what is measured, not the seeding. */
function seedDonations() {
  const db = new Database(join(dataDir, 'blood-donation.sqlite'));
  const groups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
  const cities = ['Pune', 'Mumbai', 'Chennai', 'Delhi', 'Kolkata', 'Jaipur'];
  const insert = db.prepare(
    'INSERT INTO donations (name, bloodGroup, units, mobile, gender, age, city, address, date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < DONORS; i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const month = String((i % 12) + 1).padStart(2, '0');
      insert.run(`Donor ${i}`, groups[i % 8], (i % 3) + 1, '9876543210', ['Male', 'Female', 'Other'][i % 3], 18 + (i % 47), cities[i % 6], `${i} Main Road`, `2025-${month}-${day}`);
    }
  })();
  db.close();
}

async function median(url, token) {
  const times = [];
  let total = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await response.json();
    times.push(performance.now() - started);
    total = response.headers.get('content-range') ?? '';
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], range: total };
}

const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(server);
  const seeding = performance.now();
  seedDonations();
  console.log(`seeded ${DONORS} donations in ${Math.round(performance.now() - seeding)} ms`);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const { accessToken } = await login.json();
  const list = (query) => `${base}/api/admin/donorlist?${new URLSearchParams(query)}`;
  const cases = [
    ['first page (5 rows, newest date first)', { range: '[0,4]', sort: '["date","DESC"]' }],
    ['filtered page (name contains "Donor 4242", O+)', { range: '[0,4]', sort: '["date","DESC"]', filter: '{"q":"Donor 4242","bloodGroup":"O+"}' }],
    ['filtered by blood group, page 100', { range: '[495,499]', sort: '["name","ASC"]', filter: '{"bloodGroup":"AB-"}' }],
  ];
  for (const [label, query] of cases) {
    const { ms, range } = await median(list(query), accessToken);
    console.log(`${label.padEnd(48)} median ${ms.toFixed(1).padStart(7)} ms  (Content-Range: ${range})`);
  }
} finally {
  server.kill();
}
