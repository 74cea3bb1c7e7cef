/**
 * Proves the Twilio SMS adapter against a local stub that speaks Twilio's documented Messages
 * contract: a form POST to the account's Messages.json with Basic auth (account SID and token),
 * To in E.164, From (or MessagingServiceSid) and Body; a 201 is sent, a documented error body
 * (code 21211) is a refusal the retrying gateway may try again, and a 5xx or no answer in time
 * is an unknown outcome that is never sent twice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProviderStub, startProviderStub } from '../test-support/provider-stub.ts';
import type { OutgoingMessage } from './notifier.ts';
import { SmsNotSent, SmsOutcomeUnknown, retryingSmsGateway } from './sms-gateway.ts';
import { type TwilioSmsOptions, twilioSmsGateway } from './twilio-sms.ts';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-stub-token';

const otp: OutgoingMessage = {
  channel: 'sms',
  to: '081200000001',
  subject: 'OTP',
  text: 'Kode OTP Anda 123456',
};

const created = {
  sid: 'SM0123456789abcdef0123456789abcdef',
  status: 'queued',
  to: '+6281200000001',
  error_code: null,
};

describe('Twilio SMS', () => {
  let stub: ProviderStub;
  let options: TwilioSmsOptions;

  beforeAll(async () => {
    stub = await startProviderStub();
    options = {
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+15005550006',
      baseUrl: stub.url,
      timeoutMs: 5_000,
    };
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  it('creates the message as documented', async () => {
    stub.reply({ status: 201, json: created });
    await twilioSmsGateway(options).send(otp);
    const [sent] = stub.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    const basic = Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64');
    expect(sent?.headers.authorization).toBe(`Basic ${basic}`);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      To: '+6281200000001',
      From: '+15005550006',
      Body: 'Kode OTP Anda 123456',
    });
  });

  it('sends from a Messaging Service as MessagingServiceSid', async () => {
    stub.reply({ status: 201, json: created });
    const service = 'MG0123456789abcdef0123456789abcdef';
    await twilioSmsGateway({ ...options, from: service }).send(otp);
    const form = new URLSearchParams(stub.requests[0]?.body);
    expect(form.get('MessagingServiceSid')).toBe(service);
    expect(form.has('From')).toBe(false);
  });

  it('takes a documented error as a refusal, tried once more by the retrying gateway', async () => {
    const invalid = {
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    };
    stub.reply({ status: 400, json: invalid }, { status: 400, json: invalid });
    const sending = retryingSmsGateway(twilioSmsGateway(options)).send(otp);
    await expect(sending).rejects.toThrow('Twilio refused the message (21211)');
    await expect(sending).rejects.not.toBeInstanceOf(SmsOutcomeUnknown);
    expect(stub.requests).toHaveLength(2);
  });

  it('never sends twice after a 5xx', async () => {
    stub.reply({ status: 503, text: '<html>Service Unavailable</html>', type: 'text/html' });
    const sending = retryingSmsGateway(twilioSmsGateway(options)).send(otp);
    await expect(sending).rejects.toBeInstanceOf(SmsOutcomeUnknown);
    expect(stub.requests).toHaveLength(1);
  });

  it('never sends twice after no answer in time, and tells the caller it was not sent', async () => {
    stub.reply({ hang: true });
    const impatient = twilioSmsGateway({ ...options, timeoutMs: 100 });
    const sending = retryingSmsGateway(impatient).send(otp);
    await expect(sending).rejects.toBeInstanceOf(SmsNotSent);
    await expect(sending).rejects.toThrow('Twilio: no answer in time');
    expect(stub.requests).toHaveLength(1);
  });

  it('refuses a number that is not a mobile without calling Twilio', async () => {
    await expect(twilioSmsGateway(options).send({ ...otp, to: '021555' })).rejects.toThrow(
      SmsNotSent,
    );
    expect(stub.requests).toHaveLength(0);
  });
});
