import { e164MobileNumber } from '@emas/domain';
import {
  basicAuthorization,
  callProvider,
  parseJsonKeepingNumbers,
  textFieldOf,
} from '../providers/index.ts';
import { SmsNotSent, SmsOutcomeUnknown, type SmsGateway } from './sms-gateway.ts';

/**
 * SMS through Twilio's Messages API (SMS=twilio), as documented at
 * https://www.twilio.com/docs/sms/api/message-resource (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form fields To, From or
 * MessagingServiceSid, Body; HTTP Basic with the account SID and auth token; 201 with the
 * message's sid) and https://www.twilio.com/docs/usage/twilios-response (an error is a JSON body
 * with `code`, `message`, `more_info` and `status`).
 *
 * Twilio takes no idempotency key for a message, so a send is never repeated after no answer:
 * the person may have the code already, and asks for another if not.
 */
export type TwilioSmsOptions = {
  readonly accountSid: string;
  readonly authToken: string;
  /** The sender: a Twilio number (E.164) or a Messaging Service SID (MG…). */
  readonly from: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
};

/** A Messaging Service SID, which Twilio takes as MessagingServiceSid instead of From. */
const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/i;

export const twilioSmsGateway = (options: TwilioSmsOptions): SmsGateway => {
  const url = `${options.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const sender: Record<string, string> = MESSAGING_SERVICE.test(options.from)
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  return {
    send: async (message) => {
      const to = e164MobileNumber(message.to);
      if (to === null) throw new SmsNotSent('not an Indonesian mobile number');
      const answer = await callProvider({
        url,
        method: 'POST',
        headers: {
          authorization: basicAuthorization(options.accountSid, options.authToken),
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, ...sender, Body: message.text }).toString(),
        timeoutMs: options.timeoutMs,
        idempotent: false,
      });
      if (answer.kind === 'no_answer') throw new SmsOutcomeUnknown(`Twilio: ${answer.reason}`);
      const body = parseJsonKeepingNumbers(answer.body);
      if (answer.status === 201 && textFieldOf(body, 'sid') !== null) return;
      const code = textFieldOf(body, 'code') ?? `HTTP ${answer.status}`;
      throw new SmsNotSent(`Twilio refused the message (${code})`);
    },
  };
};
