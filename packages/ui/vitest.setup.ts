import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from './.storybook/preview';

// Stories run in tests with the same decorators and globals as in Storybook.
setProjectAnnotations([preview.default]);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
