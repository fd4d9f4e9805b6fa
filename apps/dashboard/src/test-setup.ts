import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine, rendering a QR code
// or a lazily loaded page can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
