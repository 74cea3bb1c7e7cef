/**
 * Proves that the live hubs of a cluster's processes reach each other's sockets over a real
 * nats-server: an account's notice and a revoked session sent on one gateway reach the socket
 * signed in on the other, and a broadcast reaches every socket once, its own process's too.
 */
import type { LiveMessage } from '@emas/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ClusterProcess,
  natsInstalled,
  startNats,
} from '../../../../scripts/cluster-processes.mjs';
import { type Bus, connectNatsBus } from '../bus/index.ts';
import { exited, freePort } from '../test-support/server-process.ts';
import { clusteredLiveHub } from './clustered-hub.ts';
import { LIVE_CLOSE_SESSION_ENDED, type LiveHub, createLiveHub } from './live-hub.ts';
import { fakeSocket } from './test-kit.ts';

/** Messages cross the bus in well under this; a stuck test fails instead of hanging. */
const DELIVERY_WAIT = { timeout: 30_000, interval: 20 };
const market: LiveMessage = { type: 'market', data: { is_closed: true, close_type: 1 } };
const session = { accountId: 'account-1', sessionId: 'session-1' };

describe.runIf(natsInstalled())('live hubs of two gateways over NATS', () => {
  let nats: ClusterProcess;
  const buses: Bus[] = [];
  const hubs: { hub: LiveHub; stop(): void }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    nats = await startNats(port);
    for (const name of ['gateway a', 'gateway b']) {
      const bus = await connectNatsBus(`nats://127.0.0.1:${port}`, name);
      buses.push(bus);
      hubs.push(clusteredLiveHub(createLiveHub(), bus));
    }
    // Each hub's subscription reaches the server before anything is published to it.
    await Promise.all(buses.map((bus) => bus.flush()));
  });
  afterAll(async () => {
    for (const hub of hubs) hub.stop();
    for (const bus of buses) await bus.close();
    nats.child.kill('SIGKILL');
    await exited(nats.child);
  });

  const hubAt = (index: number) => hubs[index]?.hub as LiveHub;

  it("tells a socket on the other gateway of its account's news, and ends its revoked session", async () => {
    const socket = fakeSocket();
    hubAt(1).add(socket, '198.51.100.1');
    hubAt(1).signIn(socket, session);

    hubAt(0).notifyAccount(session.accountId, ['orders']);
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1), DELIVERY_WAIT);
    hubAt(0).closeSessions([session.sessionId]);
    await vi.waitFor(() => expect(socket.closedWith).toBe(LIVE_CLOSE_SESSION_ENDED), DELIVERY_WAIT);

    expect(JSON.parse(socket.sent[0]?.toString() ?? '{}')).toMatchObject({ type: 'account' });
  });

  it('broadcasts to every socket once, on its own gateway and the other', async () => {
    const here = fakeSocket();
    const there = fakeSocket();
    hubAt(0).add(here, '198.51.100.2');
    hubAt(1).add(there, '198.51.100.3');

    hubAt(0).broadcast(market);
    await vi.waitFor(() => expect(there.sent).toHaveLength(1), DELIVERY_WAIT);
    // A round trip on the bus after the broadcast: an echo of it would have come back by now.
    await buses[0]?.request('emas.test.none', null, 200).catch(() => null);

    expect(here.sent).toHaveLength(1);
    expect(JSON.parse(there.sent[0]?.toString() ?? '{}')).toEqual(market);
  });
});
