import type { LiveMessage } from '@emas/api';
import { WebSocket } from 'ws';
import { type DirectWriter, canWriteDirect, directWriterOf } from './direct-write.ts';
import { textFrame } from './text-frame.ts';

/**
 * The open live sockets and the fan-out to them. A message is serialised and framed once and
 * the same bytes go to every socket, so a broadcast costs one JSON.stringify plus one write of
 * the shared frame per socket (see direct-write.ts; a socket ws still holds frames for goes
 * through ws's `send`). A socket that cannot keep up is dropped rather than allowed to hold
 * memory or slow the others: its client reconnects and refetches.
 */

/** Sockets one server holds; a client past this is refused (close code 1013, try again later). */
export const LIVE_SOCKETS_MAX = 15_000;
/** Bytes queued for one socket past which it is dropped as too slow or dead. */
export const LIVE_SOCKET_BUFFERED_BYTES_MAX = 1_048_576;
/** Largest message a client may send (an auth message is under 300 bytes). */
export const LIVE_INBOUND_BYTES_MAX = 4_096;
/** Auth messages one socket may send; later ones are ignored, so a socket cannot spam lookups. */
export const LIVE_AUTH_ATTEMPTS_MAX = 5;

export type AccountTopic = 'orders' | 'balance' | 'gold';

/** What the hub uses of a socket; ws's WebSocket has it all, tests may pass a fake. */
export type LiveSocket = Pick<WebSocket, 'readyState' | 'bufferedAmount' | 'send' | 'terminate'>;

export type LiveHubStats = {
  readonly sockets: number;
  readonly signedIn: number;
  /** Sockets dropped since start because their buffer passed the maximum. */
  readonly droppedSlow: number;
};

export type LiveHub = {
  /** Admits a socket; false when the hub is full (the caller closes it). */
  add(socket: LiveSocket): boolean;
  remove(socket: LiveSocket): void;
  /** Counts an auth attempt of the socket; false once it has used LIVE_AUTH_ATTEMPTS_MAX. */
  allowAuthAttempt(socket: LiveSocket): boolean;
  /** Signs the socket in as the account, or out with null. */
  signIn(socket: LiveSocket, accountId: string | null): void;
  /** One message to one socket. */
  send(socket: LiveSocket, message: LiveMessage): void;
  /** One message to every socket: market topics are the same for everyone. */
  broadcast(message: LiveMessage): void;
  /** Tells every socket signed in as the account which of its data to refetch. */
  notifyAccount(accountId: string, topics: readonly AccountTopic[]): void;
  stats(): LiveHubStats;
};

type Member = {
  readonly socket: LiveSocket;
  /** The socket's TCP socket and ws sender, or null to always go through `send`. */
  readonly direct: DirectWriter | null;
  accountId: string | null;
  authAttempts: number;
};

/** A message encoded once: the UTF-8 JSON for `send`, and the whole frame for direct writes. */
type Encoded = { readonly payload: Buffer; readonly frame: Buffer };

const encode = (message: LiveMessage): Encoded => {
  const payload = Buffer.from(JSON.stringify(message), 'utf8');
  return { payload, frame: textFrame(payload) };
};
const TEXT_FRAME = { binary: false } as const;

export const createLiveHub = (): LiveHub => {
  const members = new Map<LiveSocket, Member>();
  const byAccount = new Map<string, Set<LiveSocket>>();
  let droppedSlow = 0;

  const leaveAccount = (socket: LiveSocket, member: Member): void => {
    if (member.accountId === null) return;
    const sockets = byAccount.get(member.accountId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byAccount.delete(member.accountId);
    member.accountId = null;
  };

  const remove = (socket: LiveSocket): void => {
    const member = members.get(socket);
    if (member === undefined) return;
    leaveAccount(socket, member);
    members.delete(socket);
  };

  /** Writes the frame, or drops a socket that is closed or too far behind. */
  const deliver = ({ socket, direct }: Member, encoded: Encoded): void => {
    if (socket.readyState !== WebSocket.OPEN) return remove(socket);
    if (socket.bufferedAmount > LIVE_SOCKET_BUFFERED_BYTES_MAX) {
      droppedSlow += 1;
      socket.terminate();
      return remove(socket);
    }
    if (direct !== null && canWriteDirect(direct)) direct.tcp.write(encoded.frame);
    else socket.send(encoded.payload, TEXT_FRAME);
  };

  return {
    add: (socket) => {
      if (members.size >= LIVE_SOCKETS_MAX) return false;
      const direct = directWriterOf(socket);
      members.set(socket, { socket, direct, accountId: null, authAttempts: 0 });
      return true;
    },
    remove,
    allowAuthAttempt: (socket) => {
      const member = members.get(socket);
      if (member === undefined || member.authAttempts >= LIVE_AUTH_ATTEMPTS_MAX) return false;
      member.authAttempts += 1;
      return true;
    },
    signIn: (socket, accountId) => {
      const member = members.get(socket);
      if (member === undefined) return;
      leaveAccount(socket, member);
      if (accountId === null) return;
      member.accountId = accountId;
      const sockets = byAccount.get(accountId) ?? new Set<LiveSocket>();
      sockets.add(socket);
      byAccount.set(accountId, sockets);
    },
    send: (socket, message) => {
      const member = members.get(socket);
      if (member !== undefined) deliver(member, encode(message));
    },
    broadcast: (message) => {
      const encoded = encode(message);
      for (const member of members.values()) deliver(member, encoded);
    },
    notifyAccount: (accountId, topics) => {
      const sockets = byAccount.get(accountId);
      if (sockets === undefined) return;
      const encoded = encode({ type: 'account', data: { topics: [...topics] } });
      for (const socket of sockets) {
        const member = members.get(socket);
        if (member !== undefined) deliver(member, encoded);
      }
    },
    stats: () => ({ sockets: members.size, signedIn: countSignedIn(byAccount), droppedSlow }),
  };
};

const countSignedIn = (byAccount: ReadonlyMap<string, ReadonlySet<LiveSocket>>): number => {
  let count = 0;
  for (const sockets of byAccount.values()) count += sockets.size;
  return count;
};
