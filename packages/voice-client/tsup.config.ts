import { libraryBuild } from '@parley/tsconfig/tsup.js';
import { defineConfig } from 'tsup';

export default defineConfig(libraryBuild(['src/index.ts', 'src/prime.ts']));
