import type { AccountInformation, AccountLevel } from '@emas/api';
import type { RouteObject } from 'react-router';
import { saveSession } from '../../lib/session.ts';
import { productionConfig } from '../../test-support/fake-server.ts';
import { accountInformation, authAnswer } from '../../test-support/session-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

/* Helpers of the settings screen tests (not a test file itself). */

export const signIn = (
  appName: 'metalgo' | 'pospaygold' = 'metalgo',
  level: AccountLevel = 'client',
) => saveSession(authAnswer({ user_id: 'user-1', app_name: appName, level }), Date.now());

export const configReply = (environment: 'development' | 'production') => ({
  body: { ...productionConfig, environment },
});

export const accountInformationReply = (overrides: Partial<AccountInformation> = {}) => ({
  body: {
    status: 200,
    data: {
      body: accountInformation({
        first_name: 'Citra',
        fullname: 'Citra Lestari',
        last_name: 'Lestari',
        username: 'citra.lestari',
        referralCode: 'REF0001',
        business_name: null,
        street: 'Jl. Kemang Raya No. 8',
        city: 'Jakarta Selatan',
        province: 'DKI Jakarta',
        postcode: '12730',
        country: null,
        ...overrides,
      }),
    },
  },
});

export const settingsRoutes: RouteObject[] = [{ path: '/settings', element: <SettingsPage /> }];
