/** The trade confirmation: its four-page PDF and the /invoice data. */
import type { Feature } from '../feature.ts';
import { type ConfirmationDeps, confirmationRoutes } from './routes.ts';

export const confirmationFeature: Feature<ConfirmationDeps> = {
  name: 'confirmation',
  routes: confirmationRoutes,
};

export {
  type Pdf,
  INK,
  MUTED,
  bold,
  drawLogoMark,
  italic,
  loadPdfKit,
  pdfSafeText,
  plain,
} from './pdf-kit.ts';
