/** The placeholder feature's public surface: the page of a later release. */
export { LaterReleasePage } from './later-release-page.tsx';
