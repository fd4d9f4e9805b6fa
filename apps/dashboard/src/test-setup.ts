import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine, rendering a QR code
// or a lazily loaded page can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts after each test by itself only where the test runner's globals are on; they are off here.
afterEach(cleanup);
