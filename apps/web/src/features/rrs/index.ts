/** The revenue-share feature's public surface: the /rrs page. */
export { RrsPage } from './rrs-page.tsx';
