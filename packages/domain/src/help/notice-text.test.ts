/**
 * Proves each notice kind reads correctly in Indonesian and English from its stored parameters
 * (amounts written the way each language writes them), and that a malformed or missing
 * parameter shows as '-' instead of breaking the list.
 */
import { describe, expect, it } from 'vitest';
import { noticeText, supportTopicLabel } from './notice-text.ts';

describe('noticeText', () => {
  const fill = {
    direction: 'buy',
    contract_id: '3',
    quantity_mg: '2000',
    price_sen: '110000050',
  };

  it('describes a fill with the contract, grams and price per lot', () => {
    const en = noticeText('order_fill', fill, 'en');
    expect(en.title).toBe('Order filled');
    expect(en.body).toMatch(
      /^Your buy order for .+ was filled: 2\.00 g at Rp 1,100,000\.50 per lot\.$/,
    );
    const id = noticeText('order_fill', { ...fill, direction: 'sell' }, 'id');
    expect(id.title).toBe('Order terpenuhi');
    expect(id.body).toMatch(
      /^Order jual .+ Anda terpenuhi: 2,00 g pada harga Rp 1\.100\.000,50 per lot\.$/,
    );
  });

  it.each([
    ['paid', 'en', 'Withdrawal paid', 'Rp 250,000.00 has been sent to your account.'],
    ['paid', 'id', 'Penarikan dibayarkan', 'Rp 250.000,00 telah dikirim ke rekening Anda.'],
    [
      'rejected',
      'en',
      'Withdrawal rejected',
      'Your withdrawal of Rp 250,000.00 was rejected: wrong account. The amount is back in your balance.',
    ],
    [
      'failed',
      'id',
      'Penarikan gagal',
      'Penarikan Rp 250.000,00 Anda gagal dibayarkan: wrong account. Dana telah kembali ke saldo Anda.',
    ],
  ] as const)('describes a %s withdrawal in %s', (outcome, locale, title, body) => {
    const params = { outcome, amount_sen: '25000000', reason: 'wrong account' };
    expect(noticeText('withdrawal', params, locale)).toEqual({ title, body });
  });

  it("words a reason that is a catalogue code, in the reader's language", () => {
    const params = { outcome: 'failed', amount_sen: '1000000', reason: 'OTPValidateExceededLimit' };
    expect(noticeText('withdrawal', params, 'en').body).toBe(
      'Your withdrawal of Rp 10,000.00 could not be paid: Too many wrong codes. The amount is back in your balance.',
    );
    expect(noticeText('withdrawal', params, 'id').body).toBe(
      'Penarikan Rp 10.000,00 Anda gagal dibayarkan: Terlalu banyak kode salah. Dana telah kembali ke saldo Anda.',
    );
  });

  it('describes a shipment step, with the receipt number once it has one', () => {
    expect(noticeText('shipment', { status: '003', transaction_id: 'T-1' }, 'en')).toEqual({
      title: 'Bullion delivery',
      body: 'Shipment T-1: released from the vault.',
    });
    const posted = { status: '005', transaction_id: 'T-1', receipt_number: 'P123456' };
    expect(noticeText('shipment', posted, 'id').body).toBe(
      'Pengiriman T-1: diserahkan ke kantor pos. Nomor resi P123456.',
    );
  });

  it('describes a password change and a support answer', () => {
    expect(noticeText('password_changed', {}, 'en').title).toBe('Password changed');
    expect(noticeText('password_changed', {}, 'id').title).toBe('Password diubah');
    const answer = { topic: 'tech_support', answer: 'Clear your browser cache.' };
    expect(noticeText('support_answer', answer, 'en')).toEqual({
      title: 'Support request answered',
      body: 'The answer to your Tech Support request: Clear your browser cache.',
    });
    expect(noticeText('support_answer', answer, 'id').body).toBe(
      'Jawaban untuk permintaan Tech Support Anda: Clear your browser cache.',
    );
  });

  it('describes a price alert that fired, with the price it waited for and the trade', () => {
    const params = {
      contract_id: '5',
      direction: 'above',
      price_sen: '120000000',
      trade_price_sen: '120050000',
    };
    expect(noticeText('price_alert', params, 'en')).toEqual({
      title: 'Price alert',
      body: expect.stringMatching(
        /^.+ rose to Rp 1,200,000\.00 per lot: last trade Rp 1,200,500\.00\.$/,
      ) as string,
    });
    expect(noticeText('price_alert', { ...params, direction: 'below' }, 'id').body).toMatch(
      /^Harga .+ turun ke Rp 1\.200\.000,00 per lot: transaksi terakhir Rp 1\.200\.500,00\.$/,
    );
  });

  it('describes a skipped recurring buy with its reason in words', () => {
    const skipped = {
      contract_id: '5',
      amount_sen: '10000000',
      market_day: '2026-11-24',
      reason: 'InsufficientTradeBalance',
    };
    expect(noticeText('recurring_buy_skipped', skipped, 'en')).toEqual({
      title: 'Recurring buy skipped',
      body: "Your recurring buy of Rp 100,000.00 of Emas 1 gram Pool on 2026-11-24 was not placed: You don't have enough available trade balance.",
    });
    expect(noticeText('recurring_buy_skipped', skipped, 'id').body).toBe(
      'Pembelian rutin Emas 1 gram Pool sebesar Rp 100.000,00 pada 2026-11-24 tidak dilakukan: Saldo trading tersedia Anda tidak cukup.',
    );
  });

  it('shows "-" for parameters that are missing or not numbers', () => {
    const body = noticeText('order_fill', { direction: 'buy', price_sen: '1e3' }, 'en').body;
    expect(body).toBe('Your buy order for - was filled: - g at - per lot.');
    expect(noticeText('withdrawal', { outcome: 'paid' }, 'en').body).toBe(
      '- has been sent to your account.',
    );
  });
});

describe('supportTopicLabel', () => {
  it('names the spec topics as the spec writes them and leaves an unknown one as stored', () => {
    expect(supportTopicLabel('general')).toBe('General');
    expect(supportTopicLabel('tech_support')).toBe('Tech Support');
    expect(supportTopicLabel('feedback')).toBe('Feedback');
    expect(supportTopicLabel('other')).toBe('other');
  });
});
