import { libraryBuild } from '@parley/tsconfig/tsup.js';
import { defineConfig } from 'tsup';

export default defineConfig(libraryBuild({ index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts', 'voice-api/index': 'src/voice-api/index.ts' }));
