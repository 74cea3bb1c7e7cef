/**
 * Proves the content desks on SQLite and PostgreSQL through the console's calls: an operator
 * adds, edits and deletes a domestic news item (the domestic card shows it at once), rewrites
 * the promo page and the banner (clients read them), bad input is refused with the catalogue's
 * error, a client's token never passes, and every change is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';

describe.each(databaseKinds())('content desks on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let token: string;

  // The clock moves on before every call, so the audit log's newest entry is the last action.
  const operator = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    t.clock.advance(1_000);
    return sendAsOperator(t.app, token, method, url, payload);
  };
  const domesticTitles = async () =>
    (await t.app.inject({ url: '/v2/news/domestic', headers: bearer(client) }))
      .json<{ data: { items: { title: string }[] } }>()
      .data.items.map((item) => item.title);
  const latestAction = async () =>
    (await operator('GET', '/v2/operator/actions?limit=1')).json().data.body[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    token = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds, edits and deletes a domestic news item, each audited', async () => {
    const added = await operator('POST', '/v2/operator/news', {
      title: 'Kontrak baru 5 gram',
      link: 'https://bursa.test/5g',
      description: 'Mulai Senin.',
    });
    expect(added.statusCode).toBe(200);
    const { id } = added.json().data;
    expect(await domesticTitles()).toContain('Kontrak baru 5 gram');
    expect(await latestAction()).toMatchObject({ action: 'news.add', subject: 'domestic' });

    const edited = await operator('PATCH', `/v2/operator/news/${id}`, {
      title: 'Kontrak baru 5 gram diluncurkan',
      link: 'https://bursa.test/5g',
      description: 'Mulai Senin depan.',
    });
    expect(edited.json().data).toMatchObject({ id, title: 'Kontrak baru 5 gram diluncurkan' });
    expect(await latestAction()).toMatchObject({ action: 'news.edit', subject: id });
    const listed = (await operator('GET', '/v2/operator/news')).json().data;
    expect(listed.body.map((item: { id: string }) => item.id)).toContain(id);

    expect((await operator('DELETE', `/v2/operator/news/${id}`)).json().data).toEqual({ id });
    expect(await domesticTitles()).not.toContain('Kontrak baru 5 gram diluncurkan');
    expect(await latestAction()).toMatchObject({ action: 'news.delete', subject: id });
    expect((await operator('DELETE', `/v2/operator/news/${id}`)).statusCode).toBe(404);
  });

  it('refuses a news item without a title or with a link that is not http(s)', async () => {
    for (const payload of [
      { title: ' ', link: 'https://bursa.test/x', description: '' },
      { title: 'x', link: 'javascript:alert(1)', description: '' },
    ]) {
      const refused = await operator('POST', '/v2/operator/news', payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ iserror: true });
    }
  });

  it('rewrites the promo page and the banner, which clients then read', async () => {
    const saved = await operator('POST', '/v2/operator/promo/promo', {
      title: 'Promo <b>akhir tahun</b>',
      body: 'Paragraf satu.\n\nParagraf dua.',
      link: 'https://metalgo.test/promo',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.promo).toMatchObject({ title: 'Promo <b>akhir tahun</b>' });
    await operator('POST', '/v2/operator/promo/banner', {
      title: 'Banner baru',
      body: 'Lihat promo',
      link: '/promo',
    });
    const promo = await t.app.inject({ url: '/v2/content/promo', headers: bearer(client) });
    expect(promo.json().data).toMatchObject({
      title: 'Promo <b>akhir tahun</b>',
      body: 'Paragraf satu.\n\nParagraf dua.',
    });
    const banner = await t.app.inject({ url: '/v2/content/banner', headers: bearer(client) });
    expect(banner.json().data).toMatchObject({ title: 'Banner baru', link: '/promo' });
    expect(await latestAction()).toMatchObject({ action: 'banner.save', subject: 'banner' });
  });

  it('refuses a banner text longer than its maximum and an unsafe link, leaving no entry', async () => {
    const before = (await operator('GET', '/v2/operator/actions')).json().data.count;
    const long = await operator('POST', '/v2/operator/promo/banner', {
      title: 'x',
      body: 'a'.repeat(301),
      link: null,
    });
    expect(long.statusCode).toBe(422);
    const unsafe = await operator('POST', '/v2/operator/promo/promo', {
      title: 'x',
      body: 'y',
      link: '//evil.test',
    });
    expect(unsafe.statusCode).toBe(422);
    expect((await operator('GET', '/v2/operator/actions')).json().data.count).toBe(before);
  });

  it("never lets a client's token into the desks", async () => {
    const refused = await t.app.inject({ url: '/v2/operator/news', headers: bearer(client) });
    expect(refused.statusCode).toBe(401);
  });
});
