import type { GoldPrice } from '@emas/api';
import { WebSocket } from 'ws';
import type { LiveSocket } from './live-hub.ts';

/* Helpers of the live tests and the fan-out benchmark (not a test file itself). */

/** A contract's price as the tiles carry it, about 240 bytes: the real message's size. */
export const samplePrice = (id: number, updatedAt: string): GoldPrice => ({
  id,
  contractId: id,
  buy: '1192793.00',
  sell: '1190412.00',
  contractPriceBuy: '1192793000.00',
  contractPriceSell: '1190412000.00',
  runningPriceBuy: '1192801.50',
  runningPriceSell: '1190420.25',
  updatedAt,
});

/** A stand-in socket that keeps what it was sent and how it was ended. */
export type FakeSocket = LiveSocket & {
  sent: Buffer[];
  terminated: boolean;
  closedWith: number | null;
};

export const fakeSocket = (bufferedAmount = 0, readyState: number = WebSocket.OPEN): FakeSocket => {
  const socket = {
    readyState,
    bufferedAmount,
    sent: [] as Buffer[],
    terminated: false,
    closedWith: null as number | null,
    send(data: Buffer) {
      socket.sent.push(data);
    },
    terminate() {
      socket.terminated = true;
    },
    close(code: number) {
      socket.closedWith = code;
    },
  };
  return socket as unknown as FakeSocket;
};
