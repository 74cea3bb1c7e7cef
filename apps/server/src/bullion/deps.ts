import type { MoneyFlowDeps } from '../feature-deps.ts';
import type { PostalService } from './postal-service.ts';

export type BullionDeps = MoneyFlowDeps & {
  /** The postal service: the adapter createServices built from POSTAL. */
  readonly postal: PostalService;
};
