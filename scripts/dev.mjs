// Development with hot reload: the API in watch mode on :3000, the public site on :5173 and the admin panel on :5174.
// Open http://localhost:5173; the public site's dev server proxies /api to the API and the admin paths to the admin panel.
// Each dev server runs in a process group of its own: Ctrl-C, SIGTERM or one of them failing stops every group whole
// (npm, nest's watcher, the API it restarts, vite), so nothing is left behind.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('npm', ['run', 'build', '-w', 'domain'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// The API logs readable lines here (pino-pretty) unless LOG_FORMAT says otherwise.
const env = { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT || 'pretty' };
const children = ['backend', 'public-site', 'admin-panel'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit', detached: true, env }),
);

function stop(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // that group has ended already
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop());
for (const child of children) {
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  });
}
process.on('exit', () => stop('SIGKILL'));
