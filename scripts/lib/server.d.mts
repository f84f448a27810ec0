import type { ChildProcess } from 'node:child_process';

export interface RunningServer {
  baseURL: string;
  port: number;
  process: ChildProcess;
  /** The last 50 000 characters of stdout + stderr. */
  output(): string;
  stop(): Promise<void>;
}
export declare function startServer(opts: {
  dataDir: string;
  webDist: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer>;
export declare function stopProcess(child: ChildProcess): Promise<void>;
