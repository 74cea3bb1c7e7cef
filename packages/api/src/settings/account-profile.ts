import { z } from 'zod';

/**
 * The account details the settings' TRADING and ACCOUNT tabs show (spec 002 sections 2 and 7),
 * carried by account_information. Each is null when the account has none (the page shows '-');
 * optional, so an answer from before these fields still parses.
 */
const detail = z.string().nullable().optional();

export const accountProfileShape = {
  last_name: detail,
  username: detail,
  business_name: detail,
  street: detail,
  city: detail,
  province: detail,
  postcode: detail,
  country: detail,
};
