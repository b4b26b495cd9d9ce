// @ts-self-types="./endpoint.d.mts"
/**
 * Where the form function answers, for every caller: the function itself (local.ts), the site's
 * backend call, `npm start`'s proxy, the benchmark and the tests. Plain JavaScript so that Node's
 * scripts import it as they are; Deno and TypeScript read its types from endpoint.d.mts.
 */
export const FUNCTION_NAME = "send-form-email";
export const FUNCTION_PATH = `/functions/v1/${FUNCTION_NAME}`;

// Between `npm start` (scripts/function-process.mjs) and the function it runs (local.ts):
/** The function's liveness route on its loopback port, never proxied. */
export const HEALTH_PATH = "/local/health";
/** The header in which npm start's proxy sends LOCAL_PROXY_TOKEN's value with X-Forwarded-For. */
export const LOCAL_PROXY_HEADER = "x-local-proxy";
export const LOCAL_PROXY_TOKEN_ENV = "LOCAL_PROXY_TOKEN";
/** Set to "1": the function exits when its stdin (a pipe from npm start) closes. */
export const EXIT_WITH_STDIN_ENV = "FUNCTION_EXIT_WITH_STDIN";

// The intake desk under `npm start` (docs/desk.md): the page calls the database functions the way
// supabase-js calls PostgREST, and npm start answers from the embedded store for its local session.
/** Where supabase-js posts a database function call (`rpc`): PostgREST's path. */
export const RPC_PATH_PREFIX = "/rest/v1/rpc/";
/** npm start's one-time-link exchange, session check and sign-out (loopback only). */
export const DESK_SESSION_PATH = "/local/desk/session";
/** Where npm start's proxy forwards a desk call (`?fn=<name>`) on the function's loopback port. */
export const DESK_RPC_PATH = "/local/desk/rpc";
/** The header in which npm start's proxy says a desk call comes from the local owner's session. */
export const DESK_SESSION_HEADER = "x-local-desk-session";
