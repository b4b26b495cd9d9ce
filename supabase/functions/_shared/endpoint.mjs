// @ts-self-types="./endpoint.d.mts"
/**
 * Where the form function answers, for every caller: the function itself (local.ts), the site's
 * backend call, `npm start`'s proxy, the benchmark and the tests. Plain JavaScript so that Node's
 * scripts import it as they are; Deno and TypeScript read its types from endpoint.d.mts.
 */
export const FUNCTION_NAME = "send-form-email";
export const FUNCTION_PATH = `/functions/v1/${FUNCTION_NAME}`;
