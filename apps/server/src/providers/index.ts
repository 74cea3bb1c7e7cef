/** Calling outside providers' HTTP APIs, and their settings; the adapters live in their features. */
export {
  type ProviderAnswer,
  type ProviderRequest,
  basicAuthorization,
  callProvider,
  fieldOf,
  parseJsonKeepingNumbers,
  textFieldOf,
} from './provider-http.ts';
export type { ProviderChoices, ProviderConfig } from './provider-config.ts';
