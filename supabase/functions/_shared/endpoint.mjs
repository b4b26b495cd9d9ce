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
