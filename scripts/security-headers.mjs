/** Headers for every response of the static site. (Issue 6 grows this into the per-page CSP.) */
export function securityHeaders() {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}
