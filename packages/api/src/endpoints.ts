import { accountEndpoints } from './accounts/index.ts';
import { apiKeyEndpoints } from './api-keys/index.ts';
import { authEndpoints } from './auth/index.ts';
import { confirmationEndpoints } from './confirmation/index.ts';
import { reportEndpoints } from './reports/index.ts';
import { rrsEndpoints } from './rrs/index.ts';
import { withdrawalEndpoints } from './withdrawal/index.ts';
import { bankAccountEndpoints } from './bank-accounts/index.ts';
import { bullionEndpoints } from './bullion/index.ts';
import { brokerSettingsEndpoints } from './broker-settings/index.ts';
import { operatorEndpoints } from './operator/index.ts';
import { settingsEndpoints } from './settings/index.ts';
import { staffEndpoints } from './staff/index.ts';
import { contentEndpoints } from './content/index.ts';
import { helpEndpoints } from './help/index.ts';
import { chatEndpoints } from './chat/index.ts';
import { registrationEndpoints } from './registration/index.ts';
import { marketInsightEndpoints } from './market-insight/index.ts';
import { creditEndpoints } from './credit/index.ts';
import { bankStatementEndpoints } from './bank-statement/index.ts';
import { approvalEndpoints } from './approvals/index.ts';
import { accountControlEndpoints } from './account-control/index.ts';
import { screeningEndpoints } from './screening/index.ts';
import { transactionReportEndpoints } from './transaction-reports/index.ts';
import type { Endpoint } from './endpoint.ts';
import { devEndpoints } from './dev/index.ts';
import { systemEndpoints } from './system/index.ts';
import { priceAlertEndpoints } from './price-alerts/index.ts';
import { marketEndpoints, orderEndpoints } from './trading/index.ts';
import { recurringBuyEndpoints } from './recurring-buys/index.ts';
import { portfolioEndpoints } from './portfolio/index.ts';

/** Every call of the contract, by feature: the server registers each, the web calls them. */
export const apiEndpoints = {
  auth: authEndpoints,
  accounts: accountEndpoints,
  orders: orderEndpoints,
  market: marketEndpoints,
  dev: devEndpoints,
  system: systemEndpoints,
  confirmation: confirmationEndpoints,
  reports: reportEndpoints,
  rrs: rrsEndpoints,
  withdrawal: withdrawalEndpoints,
  bankAccounts: bankAccountEndpoints,
  bullion: bullionEndpoints,
  operator: operatorEndpoints,
  staff: staffEndpoints,
  credit: creditEndpoints,
  bankStatement: bankStatementEndpoints,
  approvals: approvalEndpoints,
  accountControl: accountControlEndpoints,
  settings: settingsEndpoints,
  content: contentEndpoints,
  help: helpEndpoints,
  chat: chatEndpoints,
  registration: registrationEndpoints,
  marketInsight: marketInsightEndpoints,
  screening: screeningEndpoints,
  transactionReports: transactionReportEndpoints,
  brokerSettings: brokerSettingsEndpoints,
  priceAlerts: priceAlertEndpoints,
  apiKeys: apiKeyEndpoints,
  recurringBuys: recurringBuyEndpoints,
  portfolio: portfolioEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the table, flat. */
export const allEndpoints = (): Endpoint[] =>
  Object.values(apiEndpoints).flatMap((feature) => Object.values(feature));

/** Each endpoint's place in the table, `feature.call` ("orders.addOrder"). */
const endpointNames = new Map<Endpoint, string>(
  Object.entries(apiEndpoints).flatMap(([feature, calls]) =>
    Object.entries(calls).map(([call, definition]): [Endpoint, string] => [
      definition,
      `${feature}.${call}`,
    ]),
  ),
);

/** An endpoint's name in the table (its OpenAPI operationId); every registered one has one. */
export const endpointNameOf = (definition: Endpoint): string => {
  const name = endpointNames.get(definition);
  if (name === undefined)
    throw new Error(`${definition.method} ${definition.path} is not in the table`);
  return name;
};
