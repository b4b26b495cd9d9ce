/** Where the e2e server's function writes its e-mails (outbox mode). */
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? ".outbox-e2e";
/** Where the e2e server's function keeps its embedded store (PGlite). */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
