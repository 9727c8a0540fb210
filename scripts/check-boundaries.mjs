// Proves the import boundaries hold: plants files that break them (a web feature importing another
// feature or the app shell, shared code importing a feature, a relative import climbing out of its
// folder, a shared feature importing another, the browser importing a Node-only `*.server` file, an
// import cycle, type-only or not), lints them, and fails unless Biome refuses each one. A new feature
// folder without its lint zone in biome.json fails here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const src = 'apps/web/src';
const features = fs.readdirSync(path.join(src, 'features')).filter((f) => !f.startsWith('.'));
const fixture = '__boundary_check__';
const planted = [];

function plant(dir, name, body, expected) {
  const folder = path.join(dir, fixture);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  fs.writeFileSync(file, body);
  planted.push({ file, expected });
}

for (const feature of features) {
  const other = features.find((f) => f !== feature);
  const dir = path.join(src, 'features', feature);
  plant(
    dir,
    'other-feature.ts',
    `import { x } from '@/features/${other}/${fixture}/x.ts';\nexport const y = x;\n`,
    'noRestrictedImports',
  );
  plant(
    dir,
    'app-shell.ts',
    `import { x } from '@/app/${fixture}/x.ts';\nexport const y = x;\n`,
    'noRestrictedImports',
  );
  plant(
    dir,
    'climb.ts',
    `import { x } from '../../../lib/${fixture}/x.ts';\nexport const y = x;\n`,
    'noRestrictedImports',
  );
}
for (const shared of ['components', 'lib', 'api']) {
  plant(
    path.join(src, shared),
    'feature.ts',
    `import { x } from '@/features/${features[0]}/${fixture}/x.ts';\nexport const y = x;\n`,
    'noRestrictedImports',
  );
}
// packages/shared by feature: a feature imports only common/, draws/ and itself; common/ nothing else;
// the browser never imports a Node-only `*.server` file.
const sharedSrc = 'packages/shared/src';
const sharedFolders = fs
  .readdirSync(sharedSrc, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
  .map((d) => d.name);
const sharedFeatures = sharedFolders.filter((f) => f !== 'common' && f !== 'draws');
for (const folder of sharedFolders) {
  // A feature no composite may read (tickets reads nobody, nobody reads it): always refused.
  const other = folder === 'tickets' ? 'trust' : 'tickets';
  const file = path.join(sharedSrc, folder, `${fixture}.ts`);
  fs.writeFileSync(file, `import { x } from '../${other}/schemas.ts';\nexport const y = x;\n`);
  planted.push({ file, expected: 'noRestrictedImports' });
}
plant(
  path.join(src, 'lib'),
  'server-only.ts',
  `import { sha256Hex } from '@podium/shared/draws/draw.server';\nexport const y = sha256Hex;\n`,
  'noRestrictedImports',
);
// A cycle of type-only imports is a cycle too (noImportCycles with ignoreTypes off).
plant(
  path.join(src, 'lib'),
  'type-cycle-a.ts',
  `import type { B } from './type-cycle-b.ts';\nexport interface A { b?: B }\n`,
  'noImportCycles',
);
plant(
  path.join(src, 'lib'),
  'type-cycle-b.ts',
  `import type { A } from './type-cycle-a.ts';\nexport interface B { a?: A }\n`,
  'noImportCycles',
);
plant(
  path.join(src, 'lib'),
  'cycle-a.ts',
  `import { b } from './cycle-b.ts';\nexport const a = () => b;\n`,
  'noImportCycles',
);
plant(
  path.join(src, 'lib'),
  'cycle-b.ts',
  `import { a } from './cycle-a.ts';\nexport const b = () => a;\n`,
  'noImportCycles',
);

try {
  const run = spawnSync(
    'npx',
    [
      'biome',
      'lint',
      '--reporter=github',
      '--max-diagnostics=none',
      ...new Set(planted.map((p) => (p.file.startsWith(sharedSrc) ? p.file : path.dirname(p.file)))),
    ],
    {
      encoding: 'utf8',
    },
  );
  const out = `${run.stdout}\n${run.stderr}`;
  const missed = planted.filter(
    ({ file, expected }) =>
      !out.split('\n').some((l) => l.includes(`file=${path.resolve(file)},`) && l.includes(expected)),
  );
  for (const { file, expected } of missed) console.error(`✗ lint did not refuse ${file} (${expected})`);
  if (missed.length) process.exitCode = 1;
  else
    console.log(
      `✓ lint refused all ${planted.length} planted boundary violations across ${features.length} web features and ${sharedFeatures.length} shared features`,
    );
} finally {
  for (const { file } of planted) {
    if (file.startsWith(sharedSrc)) fs.rmSync(file, { force: true });
    else fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
