/**
 * The pages whose words are data files (content/pages/<page>.<language>.json), each file read by
 * the page's language set (content/en.ts, content/es/index.ts). The content check and the editor
 * take this list; a page added here needs both files.
 */
export const PAGES = ["about", "why", "how-it-works", "services-page", "brochure"] as const;
