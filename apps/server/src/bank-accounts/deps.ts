import type { MoneyFlowDeps } from '../feature-deps.ts';
import type { BankInquiry } from './bank-inquiry.ts';

export type BankAccountDeps = MoneyFlowDeps & {
  /** The owner-name inquiry: the adapter createServices built from BANK_INQUIRY. */
  readonly bankInquiry: BankInquiry;
};

/** Who is adding an account, as the session gives it. */
export type Holder = { readonly accountId: string; readonly appName: string };
