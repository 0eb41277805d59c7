// Types of cluster.mjs for the TypeScript that starts a cluster (the cluster test).
import type { ChildProcess } from 'node:child_process';

export interface ClusterChild {
  name: string;
  role: 'web' | 'worker' | 'proxy';
  pid: number | undefined;
  process: ChildProcess;
  exited: boolean;
  restarts: number;
  /** Its /metrics address, when the cluster was started with `metrics`. */
  metricsUrl?: string;
}

export interface Cluster {
  children: ClusterChild[];
  origin: string;
  businessOrigin: string;
  kill(name: string, signal?: NodeJS.Signals): boolean;
  ready(name: string): Promise<void>;
  stop(): Promise<void>;
}

export const root: string;
export function freePort(): Promise<number>;
export function startCluster(options: {
  databaseUrl: string;
  host?: string;
  port: number;
  businessPort: number;
  webProcesses?: number;
  workers?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
  restart?: boolean;
  metrics?: boolean;
}): Promise<Cluster>;
