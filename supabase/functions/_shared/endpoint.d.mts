/** Types for endpoint.mjs. */
export const FUNCTION_NAME: "send-form-email";
export const FUNCTION_PATH: "/functions/v1/send-form-email";
export const HEALTH_PATH: "/local/health";
export const LOCAL_PROXY_HEADER: "x-local-proxy";
export const LOCAL_PROXY_TOKEN_ENV: "LOCAL_PROXY_TOKEN";
export const EXIT_WITH_STDIN_ENV: "FUNCTION_EXIT_WITH_STDIN";
export const RPC_PATH_PREFIX: "/rest/v1/rpc/";
export const DESK_SESSION_PATH: "/local/desk/session";
export const DESK_RPC_PATH: "/local/desk/rpc";
export const DESK_SESSION_HEADER: "x-local-desk-session";
