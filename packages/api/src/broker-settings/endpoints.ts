import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  brokerBrandingRequestSchema,
  brokerBrandingResponseSchema,
  brokerBrandingsResponseSchema,
  brokerFeeScheduleRequestSchema,
  brokerFeesResponseSchema,
  brokerLogoParamsSchema,
  brokerLogoQuerySchema,
  brokerParamsSchema,
  operatorBrokersResponseSchema,
} from './schemas.ts';

const tag = 'broker-settings';

/**
 * Settings that are a broker's own (our addition): its fee schedules, with their effective
 * dates and history, and its white label, which the web reads at start and an admin edits.
 */
export const brokerSettingsEndpoints = {
  brandings: endpoint({
    method: 'GET',
    path: '/v2/brokers',
    response: brokerBrandingsResponseSchema,
    auth: 'none',
    tag,
    summary: "List the brokers' white labels",
    description: 'Name, colours, register path and logo address of every broker; cached briefly',
  }),
  logo: endpoint({
    method: 'GET',
    path: '/v2/brokers/:id/logo',
    params: brokerLogoParamsSchema,
    query: brokerLogoQuerySchema,
    // The image's bytes with its own content type, not JSON.
    response: z.unknown(),
    auth: 'none',
    tag,
    summary: "Get a broker's logo",
  }),
  fees: endpoint({
    method: 'GET',
    path: '/v2/brokers/:id/fees',
    params: brokerParamsSchema,
    response: brokerFeesResponseSchema,
    auth: 'none',
    tag,
    summary: "Get a broker's fees and taxes in force",
    description: 'The schedule in force now, for the Settings page (history left empty)',
  }),
  operatorBrokers: endpoint({
    method: 'GET',
    path: '/v2/operator/brokers',
    response: operatorBrokersResponseSchema,
    auth: 'operator',
    roles: ['admin'],
    tag: 'operator',
    summary: 'List brokers with their white label and fees in force',
  }),
  operatorFees: endpoint({
    method: 'GET',
    path: '/v2/operator/brokers/:id/fees',
    params: brokerParamsSchema,
    response: brokerFeesResponseSchema,
    auth: 'operator',
    roles: ['admin'],
    tag: 'operator',
    summary: "Get a broker's fee schedule in force and its history",
  }),
  addFees: endpoint({
    method: 'POST',
    path: '/v2/operator/brokers/:id/fees',
    params: brokerParamsSchema,
    body: brokerFeeScheduleRequestSchema,
    response: brokerFeesResponseSchema,
    auth: 'operator',
    roles: ['admin'],
    tag: 'operator',
    summary: 'Add a fee schedule',
    description:
      'A new schedule from a Jakarta date, today (from now on) or later; never backdated. Orders keep the schedule they were placed under',
  }),
  editBranding: endpoint({
    method: 'POST',
    path: '/v2/operator/brokers/:id/branding',
    params: brokerParamsSchema,
    body: brokerBrandingRequestSchema,
    response: brokerBrandingResponseSchema,
    auth: 'operator',
    roles: ['admin'],
    tag: 'operator',
    summary: "Edit a broker's white label",
    description: 'Name, colours (readable on white, WCAG 4.5:1) and register path; applied at once',
  }),
  uploadLogo: endpoint({
    method: 'POST',
    path: '/v2/operator/brokers/:id/logo',
    params: brokerParamsSchema,
    response: brokerBrandingResponseSchema,
    auth: 'operator',
    roles: ['admin'],
    tag: 'operator',
    summary: "Upload a broker's logo",
    description: 'multipart: file (PNG, JPEG or WebP by its bytes, at most 200 KB)',
  }),
};
