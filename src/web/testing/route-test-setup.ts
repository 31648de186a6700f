import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closePage } from './browser-page';

// A screen's code is transformed on its first visit in a test file, which on a busy machine takes seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  closePage();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
