import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type SmsGateway, simulatedSmsGateway } from './sms-gateway.ts';
import { twilioSmsGateway } from './twilio-sms.ts';

/** The SMS gateway SMS names: the simulated provider (to the outbox) or Twilio, built once. */
export const createSmsGateway = (
  config: Pick<Config, 'sms' | 'smsDelayMs' | 'smsFailurePercent' | 'providers'>,
  database: Database,
  clock: Clock,
): SmsGateway => {
  if (config.sms === 'twilio') {
    const { accountSid, authToken, from, baseUrl } = config.providers.twilio;
    if (accountSid === null || authToken === null || from === null) {
      throw new Error('SMS=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    }
    const { timeoutMs } = config.providers;
    return twilioSmsGateway({ accountSid, authToken, from, baseUrl, timeoutMs });
  }
  return simulatedSmsGateway({
    db: database.db,
    clock,
    delayMs: config.smsDelayMs,
    failurePercent: config.smsFailurePercent,
  });
};
