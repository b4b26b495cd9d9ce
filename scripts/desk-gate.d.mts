/** Types for desk-gate.mjs. */
export const DESK_IDLE_MS: number;
export const DESK_COOKIE: string;
export function isLoopback(address: string | undefined): boolean;
export function isLoopbackHost(host: string | undefined): boolean;
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean;
export function cookieValue(header: string | undefined, name?: string): string | undefined;
export function sessionCookie(id: string): string;
export function endedCookie(): string;
export interface DeskGate {
  readonly token: string;
  exchange(candidate: unknown): string | undefined;
  check(id: string | undefined): boolean;
  end(id: string | undefined): void;
}
export function createDeskGate(options?: { idleMs?: number; now?: () => number; token?: () => string }): DeskGate;
import type { IncomingMessage, ServerResponse } from "node:http";
export function deskDoor(options: {
  gate: DeskGate;
  forward: (req: IncomingMessage, res: ServerResponse, name: string) => void;
  onLink: (token: string) => void;
  sessionPath: string;
  rpcPrefix: string;
}): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
