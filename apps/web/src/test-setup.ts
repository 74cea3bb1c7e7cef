import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no scrolling; the shell scrolls to the top on each page change.
window.scrollTo = () => {};
