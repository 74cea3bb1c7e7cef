/**
 * An account's profile details as the settings page shows and edits them, from `accounts as a`
 * joined to `account_profiles as p`: the account view and the console's list read the same.
 */
export const PROFILE_DETAIL_COLUMNS = [
  'a.username',
  'p.last_name',
  'p.business_name',
  'p.street',
  'p.city',
  'p.province',
  'p.postcode',
  'p.country',
] as const;
