/** Types for scripts/request-target.mjs. */
import type { IncomingMessage, ServerResponse } from "node:http";
export function parseTarget(raw: string | undefined): { pathname: string; search: string } | null;
export function encodePath(pathname: string): string;
export function isServableRange(range: string): boolean;
export function jsonError(res: ServerResponse, status: number, error: string, headers?: Record<string, string>): void;
export function jsonAnswer(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void;
export function isValidHost(host: string | undefined, httpVersion?: string): boolean;
export function neverThrows(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  log?: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse) => void;
export const SERVER_LIMITS: {
  connectionsPerClient: number;
  connections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  checkIntervalMs: number;
};
