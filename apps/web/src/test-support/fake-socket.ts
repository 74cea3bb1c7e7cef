import { vi } from 'vitest';

/**
 * A WebSocket the test drives: it opens, pushes and drops when told. Every socket the code
 * under test creates is kept, newest last.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The server pushes a message. */
  push(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The connection drops. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}

/** Replaces the global WebSocket with FakeSocket until vi.unstubAllGlobals(). */
export function stubWebSocket(): typeof FakeSocket {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  return FakeSocket;
}
