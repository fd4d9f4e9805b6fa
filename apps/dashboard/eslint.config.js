import { typeChecked } from '@parley/eslint-config';
import config from '@parley/eslint-config/react';

export default [...config, ...typeChecked(import.meta.dirname)];
