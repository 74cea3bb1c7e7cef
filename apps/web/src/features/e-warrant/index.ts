/** The e-warrant list (/e-warrant). */
export { EWarrantPage } from './e-warrant-page.tsx';
