import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const BACKEND = join(__dirname, '..', '..');
const REPO = join(BACKEND, '..');

function* sourcesOf(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourcesOf(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/**
 * The backend's sources as JavaScript in a folder of their own (each file transpiled alone, as ts-node's
 * transpile-only does, but ahead of time): a server started from there measures the app's memory, not the
 * compiler's (ts-node alone takes about 250 MB). `dispose()` removes the folder.
 */
export function transpiledBackend(): { main: string; dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'blood-donation-js-'));
  const { options } = ts.parseJsonConfigFileContent(JSON.parse(readFileSync(join(BACKEND, 'tsconfig.json'), 'utf8')), ts.sys, BACKEND);
  const compilerOptions = { ...options, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, sourceMap: false, outDir: undefined, rootDir: undefined };
  for (const source of sourcesOf(join(BACKEND, 'src'))) {
    const target = join(root, 'backend', relative(BACKEND, source)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, ts.transpileModule(readFileSync(source, 'utf8'), { compilerOptions, fileName: source }).outputText);
  }
  // The packages resolve from the checkout's node_modules, as from the sources: the backend's own first (where npm put
  // the versions it could not hoist), then the root's.
  if (existsSync(join(BACKEND, 'node_modules'))) symlinkSync(join(BACKEND, 'node_modules'), join(root, 'backend', 'node_modules'), 'dir');
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { main: join(root, 'backend', 'src', 'main.js'), dispose: () => rmSync(root, { recursive: true, force: true }) };
}
