/** Types for static-site.mjs. */
import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
export function chooseEncoding(accept?: string): "br" | "gzip" | undefined;
export function staticSite(outDir: string, setHeaders?: (res: ServerResponse, pathname: string) => void): { assets: Handler; files: Handler };
