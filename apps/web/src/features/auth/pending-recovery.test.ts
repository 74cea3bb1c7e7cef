// @vitest-environment jsdom
/** Proves a recovery's 60 s OTP timer survives a reload and is dropped once it has run out. */
import { OTP_RESEND_AFTER_MS } from '@emas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPendingRecovery,
  loadPendingRecovery,
  startPendingRecovery,
} from './pending-recovery.ts';

const recovery = {
  email: 'client@demo.emas.id',
  appName: 'metalgo' as const,
  message: 'Kode dikirim',
};
const now = 1_700_000_000_000;

describe('pending recovery', () => {
  beforeEach(() => localStorage.clear());

  it('stores the recovery with a deadline 60 s ahead and reads it back while it runs', () => {
    const pending = startPendingRecovery(recovery, now);
    expect(pending.resendAt).toBe(now + OTP_RESEND_AFTER_MS);
    expect(loadPendingRecovery(now + OTP_RESEND_AFTER_MS - 1)).toEqual(pending);
  });

  it('drops the recovery once the timer has run out', () => {
    startPendingRecovery(recovery, now);
    expect(loadPendingRecovery(now + OTP_RESEND_AFTER_MS)).toBeNull();
    expect(loadPendingRecovery(now)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '42'],
    ['an unknown broker', JSON.stringify({ ...recovery, appName: 'other', resendAt: now + 1 })],
    ['no deadline', JSON.stringify(recovery)],
  ])('ignores a stored value that is %s', (_case, raw) => {
    localStorage.setItem('emas.auth.pendingRecovery', raw);
    expect(loadPendingRecovery(now)).toBeNull();
  });

  it('forgets the recovery when cleared', () => {
    startPendingRecovery(recovery, now);
    clearPendingRecovery();
    expect(loadPendingRecovery(now)).toBeNull();
  });
});
