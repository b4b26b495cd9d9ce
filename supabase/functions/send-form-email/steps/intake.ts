/**
 * What every step of the form function shares: the intake (built once by createHandler from the
 * configuration) and the request in hand (built per request by `begin`, which also makes its
 * `answer`, the one way a step answers: the log line, CORS and the request id, the JSON body).
 */
import { intakeCopy } from "../../_shared/copy/index.ts";
import type { FormType } from "../../_shared/schemas.ts";
import type { ConfigResult } from "../config.ts";
import type { DeliveryContext } from "../deliver.ts";
import { contentLocale, corsHeaders, jsonResponse } from "../http.ts";
import type { RateLimiter } from "../rate-limit.ts";
import type { SubmissionStore } from "../store.ts";
import type { Sweeper } from "../sweeper.ts";
import type { LogEntry, Logger, Outcome, Provider } from "../types.ts";

export interface Intake {
  log: Logger;
  loaded: ConfigResult;
  provider: Provider | undefined;
  limiter: RateLimiter;
  /** The store; undefined when none is configured (every form is then a configuration error). */
  store: Promise<SubmissionStore> | undefined;
  /** What delivery needs, for a store; undefined when the configuration is incomplete. */
  context(store: SubmissionStore): DeliveryContext | undefined;
  sweeper: Sweeper;
  waitUntil(work: Promise<unknown>): void;
  deliveryWaitMs: number;
  bodyReadTimeoutMs?: number;
  bodyTotalTimeoutMs?: number;
  retryBaseSeconds?: number;
}

export type Answer = (
  status: number,
  body: unknown,
  outcome: Outcome,
  extra?: Partial<LogEntry>,
  headers?: Record<string, string>,
) => Response;

/** One request as the steps see it. `type` and `say` are refined once the body is read. */
export interface InRequest {
  req: Request;
  requestId: string;
  started: number;
  type?: FormType;
  /** The visitor's language for every answer: the header's until the payload says otherwise. */
  say: (typeof intakeCopy)["en"]["answers"];
  /** Null when the origin is refused. */
  cors: Record<string, string> | null;
  answer: Answer;
}

export function begin(req: Request, intake: Pick<Intake, "log" | "loaded">): InRequest {
  const request: InRequest = {
    req,
    requestId: crypto.randomUUID(),
    started: performance.now(),
    say: intakeCopy[contentLocale(req.headers)].answers,
    cors: corsHeaders(req.headers.get("origin"), intake.loaded.allowedOrigins),
    answer: (status, body, outcome, extra = {}, headers = {}) => {
      const ms = Math.round((performance.now() - request.started) * 10) / 10;
      intake.log({ requestId: request.requestId, type: request.type, outcome, status, ms, ...extra });
      // A refused origin still gets Vary, so a cache never serves one origin's answer to another.
      const all = { ...(request.cors ?? { Vary: "Origin" }), ...headers, "X-Request-Id": request.requestId };
      return status === 204 ? new Response(null, { status, headers: all }) : jsonResponse(status, body, all);
    },
  };
  return request;
}

export { errorName } from "../log.ts";

export interface ConnectionInfo {
  /** The socket's address, used when no X-Forwarded-For says otherwise. */
  remoteAddress?: string;
  /**
   * Whether a proxy that sets X-Forwarded-For stands in front (hosted: the platform's; locally
   * only a request proven to come from npm start's proxy). Default true.
   */
  trustForwardedFor?: boolean;
}
