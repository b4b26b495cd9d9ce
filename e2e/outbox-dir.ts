/** Where the e2e server's function writes its e-mails (outbox mode). */
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? ".outbox-e2e";
