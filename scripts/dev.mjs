// Development with hot reload: the API in watch mode on :3000, the public site on :5173 and the admin panel on :5174.
// Open http://localhost:5173; the public site's dev server proxies /api to the API and the admin paths to the admin panel.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('npm', ['run', 'build', '-w', 'domain'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = ['backend', 'public-site', 'admin-panel'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit' }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } }));
