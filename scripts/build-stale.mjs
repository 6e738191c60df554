// Builds each workspace the server needs whose output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Each workspace the server needs, in build order, with the file its build produces. */
const builds = [
  { workspace: 'domain', output: 'domain/dist/index.js', sources: ['domain/src'] },
  { workspace: 'backend', output: 'backend/dist/main.js', sources: ['backend/src', 'domain/src'] },
  { workspace: 'public-site', output: 'public-site/dist/index.html', sources: ['public-site/src', 'public-site/public', 'public-site/index.html', 'public-site/vite.config.mts', 'tooling', 'domain/src'] },
  { workspace: 'admin-panel', output: 'admin-panel/dist/index.html', sources: ['admin-panel/src', 'admin-panel/public', 'admin-panel/index.html', 'admin-panel/vite.config.mts', 'tooling', 'domain/src'] },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/** Builds what is stale, in order; exits the process when a build fails. */
export function buildStale(root) {
  for (const { workspace, output, sources } of builds) {
    const outputPath = join(root, output);
    const stale = !existsSync(outputPath) || sources.some((source) => newestChange(join(root, source)) > statSync(outputPath).mtimeMs);
    if (!stale) continue;
    console.log(`Building ${workspace}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

