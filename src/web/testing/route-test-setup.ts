import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closePage } from './browser-page';

afterEach(() => {
  closePage();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
