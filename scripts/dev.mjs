// Development with hot reload: the API in watch mode on :3000, the public site on :5173 and the admin panel on :5174.
// Open http://localhost:5173; the public site's dev server proxies /api to the API and the admin paths to the admin panel.
// Each dev server runs in a process group of its own: Ctrl-C, SIGTERM or one of them failing stops every group whole
// (npm, nest's watcher, the API it restarts, vite), so nothing is left behind.
import { spawn, spawnSync } from 'node:child_process';

/** After SIGTERM, a group still running this long is killed. */
const KILL_AFTER_MS = 5000;

const built = spawnSync('npm', ['run', 'build', '-w', 'domain'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// The API logs readable lines here (pino-pretty) unless LOG_FORMAT says otherwise.
const env = { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT || 'pretty' };
// stdin is not theirs: a process outside the terminal's foreground group that reads it (vite's key shortcuts) is stopped
// by SIGTTIN.
const children = ['backend', 'public-site', 'admin-panel'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: ['ignore', 'inherit', 'inherit'], detached: true, env }),
);

/** Sends `signal` to every process of every dev server's group. */
function signalGroups(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // that group has ended already
    }
  }
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  signalGroups('SIGTERM');
  setTimeout(() => signalGroups('SIGKILL'), KILL_AFTER_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // Stopped on request, this process exits with 0 whatever the dev servers' codes say; a second signal kills at once.
  process.on(signal, () => (stopping ? signalGroups('SIGKILL') : stop()));
}
for (const child of children) {
  child.on('exit', (code) => {
    if (code && !stopping) process.exitCode = code;
    stop();
  });
}
// Whatever a group's npm left running when it exited (a watcher's child) goes with this process.
process.on('exit', () => signalGroups('SIGKILL'));
