import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no scrolling; the shell scrolls to the top on each page change. Chromium's
// scrollTo returns a promise, and so does this one, so an effect that leaks it fails here.
window.scrollTo = (() => Promise.resolve()) as unknown as typeof window.scrollTo;
