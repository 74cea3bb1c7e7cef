/**
 * Proves screening through the API on SQLite and PostgreSQL: only compliance imports lists and
 * decides hits; a file not in its list's format is refused and changes nothing; an import
 * replaces the list whole and screens everyone at once, locking a listed client (sessions
 * ended); a false positive unlocks it and is not raised again; the daily run screens once a day
 * and locks a client newly matching; an applicant matching the PEP list at submission cannot be
 * approved until compliance clears the hit (nor ever, once it confirms one), and every decision
 * is in the audit log.
 */
import { jakartaDate } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf } from '../market-insight/test-kit.ts';
import {
  applicant,
  applyUntil,
  createRegistrationTest,
  type RegistrationTest,
} from '../registration/test-kit.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { runDailyScreening } from './daily-screening.ts';
import { dttotCsv, pepCsv, unListXml, unListXmlShorter } from './test-kit.ts';

type Hit = {
  id: string;
  subject_kind: string;
  subject_id: string;
  subject_name: string;
  subject_hin: string | null;
  list_kind: string;
  entry: { reference: string; names: string[]; birth_dates: string[] };
  status: string;
  locked_account: boolean;
};

describe.each(databaseKinds())('screening on %s', (kind) => {
  let t: RegistrationTest;
  let compliance: string;

  const upload = (list: string, text: string, token = compliance, fileName = `${list}.txt`) => {
    const body = multipartOf(
      { kind: list },
      { field: 'file', name: fileName, type: 'text/plain', bytes: Buffer.from(text) },
    );
    return t.app.inject({
      method: 'POST',
      url: '/v2/operator/screening/lists',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const asCompliance = (method: 'GET' | 'POST', url: string, body?: object) =>
    sendAsOperator(t.app, compliance, method, url, body);
  const pendingHits = async () =>
    (await asCompliance('GET', '/v2/operator/screening/hits')).json<{
      data: { count: number; body: Hit[] };
    }>().data;
  const entriesOf = async (list: 'un' | 'dttot' | 'pep') =>
    t.database.db
      .selectFrom('screening_entries')
      .select('reference')
      .where('list_kind', '=', list)
      .execute();
  const lockOf = (hin: string) =>
    t.database.db
      .selectFrom('accounts')
      .select(['locked_at_ms', 'lock_reason'])
      .where('hin', '=', hin)
      .executeTakeFirstOrThrow();
  const deps = () => ({ config: t.config, database: t.database, clock: t.clock });

  beforeAll(async () => {
    t = await createRegistrationTest(kind);
    compliance = await signInAsOperator(t.app, 'compliance@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets only compliance see lists, import them and decide hits', async () => {
    const finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
    for (const [method, url] of [
      ['GET', '/v2/operator/screening/lists'],
      ['GET', '/v2/operator/screening/hits'],
      ['POST', '/v2/operator/screening/hits/x/clear'],
    ] as const) {
      const answer = await sendAsOperator(
        t.app,
        finance,
        method,
        url,
        method === 'POST' ? { reason: 'tidak sama' } : undefined,
      );
      expect(answer.statusCode).toBe(403);
    }
    expect((await upload('un', unListXml, finance)).statusCode).toBe(403);
    expect((await upload('un', unListXml, 'not-a-token')).statusCode).toBe(401);
  });

  it('refuses a file not in its list format, and changes nothing', async () => {
    const cases: [string, string, number][] = [
      ['un', 'Nama;Alamat\nBudi;Jakarta', 422],
      ['un', '<?xml version="1.0"?><LIST><A/></LIST>', 422],
      ['un', '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>X', 422],
      ['dttot', 'Kolom;Lain\n1;2', 422],
      ['pep', 'name,position\n"unclosed,quote', 422],
      ['sanctions', pepCsv, 422],
    ];
    for (const [list, text, status] of cases) {
      const answer = await upload(list, text);
      expect(answer.statusCode, `${list}: ${text}`).toBe(status);
    }
    expect((await upload('un', 'x')).json()).toMatchObject({
      err_message: expect.stringContaining('not a UN list'),
      err_message_id: expect.stringContaining('Berkas bukan daftar UN'),
    });
    const lists = (await asCompliance('GET', '/v2/operator/screening/lists')).json<{
      data: { entry_count: number }[];
    }>().data;
    expect(lists.map((list) => list.entry_count)).toEqual([0, 0, 0]);
  });

  it('imports the UN list with its names, aliases and dates, and replaces it whole', async () => {
    const first = await upload('un', unListXml, compliance, 'consolidated.xml');
    expect(first.json()).toMatchObject({
      data: { kind: 'un', entry_count: 3, file_name: 'consolidated.xml', new_hits: 0 },
    });
    expect((await entriesOf('un')).map((e) => e.reference).sort()).toEqual([
      'QDe.092',
      'QDi.217',
      'QDi.999',
    ]);
    const hambali = await t.database.db
      .selectFrom('screening_entries')
      .selectAll()
      .where('reference', '=', 'QDi.999')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(hambali.names)).toEqual(['HAMBALI NURJAMAN', 'Riduan Isamuddin']);
    expect(JSON.parse(hambali.birth_dates)).toEqual([
      { year: 1964 },
      { year: 1965 },
      { year: 1966 },
    ]);
    await upload('un', unListXmlShorter, compliance, 'consolidated-2.xml');
    expect((await entriesOf('un')).map((e) => e.reference)).toEqual(['QDi.217']);
    const lists = (await asCompliance('GET', '/v2/operator/screening/lists')).json<{
      data: object[];
    }>().data;
    expect(lists[0]).toMatchObject({
      kind: 'un',
      entry_count: 1,
      file_name: 'consolidated-2.xml',
      imported_by: 'Citra Kepatuhan',
    });
  });

  it('locks a client the DTTOT list names at import, and unlocks it as a false positive', async () => {
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const imported = await upload('dttot', dttotCsv);
    expect(imported.json()).toMatchObject({ data: { entry_count: 2, new_hits: 1 } });
    const [hit] = (await pendingHits()).body;
    expect(hit).toMatchObject({
      subject_kind: 'account',
      subject_name: 'Citra Lestari',
      subject_hin: 'PC00000001',
      list_kind: 'dttot',
      entry: {
        reference: 'DTTOT-001',
        names: ['Citra Lestary', 'Citra L.'],
        birth_dates: ['1985-03-12'],
      },
      locked_account: true,
    });
    expect((await lockOf('PC00000001')).lock_reason).toBe('screening: DTTOT DTTOT-001');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      payload: { user_id: client.userId },
      headers: bearer(client),
    });
    expect(signedOut.json()).toMatchObject({ status: 498 });

    const cleared = await asCompliance('POST', `/v2/operator/screening/hits/${hit?.id}/clear`, {
      reason: 'Tanggal lahir dan alamat berbeda',
    });
    expect(cleared.json()).toMatchObject({
      data: { status: 'cleared', decision_note: 'Tanggal lahir dan alamat berbeda' },
    });
    expect(await lockOf('PC00000001')).toEqual({ locked_at_ms: null, lock_reason: null });
    const again = await asCompliance('POST', `/v2/operator/screening/hits/${hit?.id}/confirm`, {
      reason: 'dua kali',
    });
    expect(again.json()).toMatchObject({ status: 404 });
    expect(await runDailyScreening(deps(), jakartaDate(t.clock.now()))).toBe(0);
    expect((await pendingHits()).count).toBe(0);
  });

  it('screens once a day, locking a client who newly matches until compliance confirms', async () => {
    const day = jakartaDate(t.clock.now());
    expect(await runDailyScreening(deps(), day)).toBeNull();
    await t.database.db
      .updateTable('accounts')
      .set({ fullname: 'Abubakar Baasyir' })
      .where('hin', '=', 'PC00000002')
      .execute();
    const nextDay = jakartaDate(t.clock.now() + 86_400_000);
    expect(await runDailyScreening(deps(), nextDay)).toBe(1);
    const [hit] = (await pendingHits()).body;
    expect(hit).toMatchObject({ subject_hin: 'PC00000002', list_kind: 'un', locked_account: true });
    await asCompliance('POST', `/v2/operator/screening/hits/${hit?.id}/confirm`, {
      reason: 'Sama dengan daftar PBB',
    });
    expect((await lockOf('PC00000002')).locked_at_ms).not.toBeNull();
  });

  it('holds an applicant on the PEP list until compliance clears the hit, audited', async () => {
    await upload('pep', pepCsv);
    await applyUntil(t, applicant(1), 'submitted');
    const [hit] = (await pendingHits()).body;
    expect(hit).toMatchObject({
      subject_kind: 'applicant',
      subject_name: 'Budi Santoso',
      list_kind: 'pep',
    });
    const desk = (await t.operator('GET', '/v2/operator/registrations')).json<{
      data: { body: { id: string; screening_hold: string | null }[] };
    }>().data;
    const application = desk.body[0];
    expect(application?.screening_hold).toBe('ScreeningHitPending');
    const held = await t.operator(
      'POST',
      `/v2/operator/registrations/${application?.id}/approve`,
      {},
    );
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      err_message: expect.stringContaining('Compliance must clear'),
    });
    await asCompliance('POST', `/v2/operator/screening/hits/${hit?.id}/clear`, {
      reason: 'Bukan anggota DPRD',
    });
    const approved = await t.operator(
      'POST',
      `/v2/operator/registrations/${application?.id}/approve`,
      {},
    );
    expect(approved.json()).toMatchObject({ data: { status: 'approved', screening_hold: null } });
    const actions = (await asCompliance('GET', '/v2/operator/actions')).json<{
      data: { body: { action: string; subject: string }[] };
    }>().data.body;
    expect(actions.map((action) => action.action)).toEqual(
      expect.arrayContaining(['screening.import', 'screening.cleared', 'screening.confirmed']),
    );
    expect(await runDailyScreening(deps(), jakartaDate(t.clock.now() + 2 * 86_400_000))).toBe(0);
  });

  it('refuses for good an applicant whose hit compliance confirms', async () => {
    await applyUntil(t, applicant(2), 'submitted');
    const [hit] = (await pendingHits()).body;
    await asCompliance('POST', `/v2/operator/screening/hits/${hit?.id}/confirm`, {
      reason: 'Anggota DPRD yang sama',
    });
    const approve = await t.operator(
      'POST',
      `/v2/operator/registrations/${hit?.subject_id}/approve`,
      {},
    );
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({
      err_message: expect.stringContaining('cannot be approved'),
    });
  });
});
