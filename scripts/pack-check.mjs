// Dry-run pack of the package in the current folder: prints exactly the files that would ship,
// with sizes, and fails if anything outside the published set (dist/, README, licence,
// changelog, package.json) would go out, or if the README or a dist file is missing.
import { execFileSync } from 'node:child_process';

const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const allowed = /^(?:dist\/.+|README\.md|LICEN[CS]E(?:\.md)?|CHANGELOG\.md|package\.json)$/;
console.info(`${pack.name}@${pack.version}: ${pack.files.length} files, ${pack.size} bytes packed, ${pack.unpackedSize} unpacked`);
for (const file of pack.files) console.info(`  ${String(file.size).padStart(8)}  ${file.path}`);
const stray = pack.files.filter((file) => !allowed.test(file.path)).map((file) => file.path);
const missing = [
  pack.files.some((f) => f.path === 'README.md') ? null : 'README.md',
  pack.files.some((f) => f.path.startsWith('dist/')) ? null : 'dist/',
].filter(Boolean);
if (stray.length || missing.length) {
  console.error(`Would ship files it should not: ${stray.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'}`);
  process.exit(1);
}
