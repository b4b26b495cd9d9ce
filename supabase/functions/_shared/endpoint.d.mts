/** Types for endpoint.mjs. */
export const FUNCTION_NAME: "send-form-email";
export const FUNCTION_PATH: "/functions/v1/send-form-email";
