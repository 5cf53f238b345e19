// Builds the web app once per source state. Every Quarkus boot of the test suite (one per @TestProfile) and
// the packaging build ask Quinoa for the web app; Quinoa runs this script, which hashes every file the build
// reads (all of frontend/ but node_modules/, dist/ and what the build generates) and, when the same hash was built before, copies that
// build to dist/ instead of running `npm run build` (type check + Vite, ~20 s) again. The cache lives in the
// project's target/ (so `./mvnw clean` empties it) and keeps only the latest build.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontend = resolve(fileURLToPath(import.meta.url), '..', '..');
const cache = resolve(frontend, '..', 'target', 'webapp-cache');
// src/api/generated/ is derived from openapi.json (hashed) by `npm run build` itself.
const skipped = new Set(['node_modules', 'dist', 'target', 'generated']);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

const hash = createHash('sha256');
for (const file of files(frontend)) {
  hash.update(relative(frontend, file)).update('\0').update(readFileSync(file)).update('\0');
}
const digest = hash.digest('hex');
const dist = join(frontend, 'dist');
const stamp = join(cache, 'source.sha256');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  rmSync(dist, { recursive: true, force: true });
  cpSync(join(cache, 'dist'), dist, { recursive: true });
  console.log(`web app unchanged since the last build (${digest.slice(0, 12)}): reused target/webapp-cache`);
} else {
  execSync('npm run build', { cwd: frontend, stdio: 'inherit' });
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  cpSync(dist, join(cache, 'dist'), { recursive: true });
  writeFileSync(stamp, digest);
}
