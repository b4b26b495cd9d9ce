import type { Copy } from "../copy";
import { policies as en } from "../policies";

/**
 * The agency's service policies are figures only, with no words to translate: the Spanish pages read
 * the very same ones (content/policies.ts), so a change there reaches both languages.
 */
export const policies: Copy<typeof en> = en;
