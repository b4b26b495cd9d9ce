/** Types for scripts/bare-next.mjs. */
export const BARE_DIR: string;
export function versions(root: string): Record<"next" | "react" | "react-dom", string>;
export function bareNextPageJs(root: string, options?: { log?: (line: string) => void }): number;
