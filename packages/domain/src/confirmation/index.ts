/** The trade confirmation (spec 002 section 2): its document, its four pages, its logos. */
export * from './document.ts';
export * from './pages.ts';
export * from './logos.ts';
