import type { ChildProcess } from 'node:child_process';

/** A process of the cluster: its child, what it printed so far, and its end. */
export type ClusterProcess = {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<number | string | null>;
  output(): string;
};

export const LEADS: string;
export const RUNNING: string;
export function natsInstalled(): boolean;
export function waitFor(
  processInfo: ClusterProcess,
  check: () => boolean | Promise<boolean>,
  what: string,
): Promise<void>;
export function startNats(port: number, options?: { echo?: boolean }): Promise<ClusterProcess>;
export function startRole(
  bundle: string,
  role: 'engine' | 'gateway',
  env: Record<string, string>,
  options?: { port?: number | null; name?: string; echo?: boolean },
): ClusterProcess;
export function gatewayReady(gateway: ClusterProcess, port: number): Promise<void>;
export function leaderAmong(engines: readonly ClusterProcess[]): Promise<ClusterProcess>;
