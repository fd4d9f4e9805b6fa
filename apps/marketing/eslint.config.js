import config, { typeChecked } from '@parley/eslint-config';

export default [...config, ...typeChecked(import.meta.dirname)];
