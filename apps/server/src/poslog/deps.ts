import type { MoneyFlowDeps } from '../feature-deps.ts';
import type { PostalService } from './postal-service.ts';

export type PoslogDeps = MoneyFlowDeps & {
  /** The postal service: the adapter createServices built from POSTAL. */
  readonly postal: PostalService;
};
