/** Builders shared by the Deno tests: valid payloads, requests, handlers with captured logs. */
import { FUNCTION_PATH } from "../_shared/endpoint.mjs";
import { createHandler, type HandlerOptions } from "../send-form-email/handler.ts";
import type { EmailMessage, LogEntry, Provider, SendResult } from "../send-form-email/types.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";

let shared: Promise<SubmissionStore> | undefined;
/**
 * One in-memory PGlite store for a test file: opening PGlite takes a second or two, and every test
 * uses its own random submissionIds, so sharing it changes no result.
 */
export function testStore(): Promise<SubmissionStore> {
  shared ??= (async () => {
    const db = await pgliteDb();
    await migrate(db);
    return new SubmissionStore(db);
  })();
  return shared;
}

export const ORIGIN = "http://localhost:3000";
export const URL_ = `http://127.0.0.1${FUNCTION_PATH}`;

export const referral = (over: Record<string, unknown> = {}) => ({
  type: "referral",
  referrerName: "Dana Planner",
  referrerOrganization: "Mercy Hospital",
  referrerPhone: "(858) 555-0123",
  referrerEmail: "dana@example.com",
  clientName: "Robert Client",
  clientNeeds: ["adl", "meals"],
  additionalNotes: "Discharge on Friday.\nNeeds help with stairs.",
  honeypot: "",
  submissionId: crypto.randomUUID(),
  ...over,
});

export const consultation = (over: Record<string, unknown> = {}) => ({
  type: "consultation",
  firstName: "Maria",
  lastName: "Family",
  email: "maria@example.com",
  phone: "858-555-0142",
  careType: "respite",
  urgency: "week",
  message: "Mum needs company in the afternoons.",
  honeypot: "",
  submissionId: crypto.randomUUID(),
  ...over,
});

export const callback = (over: Record<string, unknown> = {}) => ({
  type: "callback",
  name: "Maria Family",
  phone: "(858) 555-0142",
  bestTime: "afternoon",
  zip: "92123",
  honeypot: "",
  submissionId: crypto.randomUUID(),
  ...over,
});

export const application = (over: Record<string, unknown> = {}) => ({
  type: "application",
  firstName: "Chris",
  lastName: "Seeker",
  email: "chris@example.com",
  phone: "1 858 555 0199",
  position: "nurse",
  experience: "Six years in home health.",
  motivation: "I like helping people stay at home.",
  honeypot: "",
  submissionId: crypto.randomUUID(),
  ...over,
});

export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Origin": ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function memoryProvider(result: () => SendResult = () => ({ ok: true })) {
  const sent: EmailMessage[] = [];
  const provider: Provider = {
    name: "memory",
    send(message) {
      sent.push(message);
      return Promise.resolve(result());
    },
  };
  return { provider, sent };
}

export const baseEnv = {
  ALLOWED_ORIGINS: `${ORIGIN},http://127.0.0.1:3000`,
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  // One message per form in most tests; the acknowledgment's are turned back on where it is tested.
  FORM_ACKNOWLEDGE: "off",
};

export function setup(env: Record<string, string> = {}, options: HandlerOptions = {}) {
  const logs: LogEntry[] = [];
  const memory = memoryProvider();
  const allEnv: Record<string, string> = { ...baseEnv, OUTBOX_DIR: "/nonexistent-outbox", ...env };
  const handler = createHandler({
    env: (name) => allEnv[name],
    logger: (entry) => logs.push(entry),
    provider: memory.provider,
    store: testStore(),
    // No background sweep unless a test asks for one: its work would outlive the test.
    sweepIntervalMs: Infinity,
    ...options,
  });
  return { handler, logs, sent: memory.sent };
}

export async function tempDir(): Promise<string> {
  return await Deno.makeTempDir({ prefix: "outbox-test-" });
}

/** Base64 of bytes, for attachments. */
export function b64(bytes: Uint8Array | string): string {
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  let binary = "";
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const samples = {
  pdf: { filename: "discharge.pdf", contentType: "application/pdf", content: b64("%PDF-1.7\n%âãÏÓ\n1 0 obj\n") },
  doc: {
    filename: "summary.doc",
    contentType: "application/msword",
    content: b64(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 1, 2, 3])),
  },
  docx: {
    filename: "plan.docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    content: b64(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0])),
  },
  txt: { filename: "notes.txt", contentType: "text/plain", content: b64("Allergies: none.\r\nMobility: walker.\n") },
  // Phone photos of the papers: the first bytes of a JPEG (JFIF), a PNG and an iPhone's HEIC.
  jpg: {
    filename: "IMG_0042.JPG",
    contentType: "image/jpeg",
    content: b64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1])),
  },
  jpeg: {
    filename: "discharge-page-1.jpeg",
    contentType: "image/jpeg",
    content: b64(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d])),
  },
  png: {
    filename: "scan.png",
    contentType: "image/png",
    content: b64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])),
  },
  heic: {
    filename: "IMG_0043.HEIC",
    contentType: "image/heic",
    content: b64(new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")])),
  },
} as const;

/** A data folder and an outbox of their own, the environment naming them, and their removal. */
export async function localFolders() {
  const dataDir = await Deno.makeTempDir({ prefix: "vh-data-" });
  const outbox = await Deno.makeTempDir({ prefix: "vh-outbox-" });
  const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: outbox, FORM_DATA_DIR: dataDir };
  const removeFolders = async () => {
    await Deno.remove(dataDir, { recursive: true });
    await Deno.remove(outbox, { recursive: true });
  };
  return { dataDir, outbox, env, removeFolders };
}

/**
 * Runs `fn` with the clock stopped at `instant`: `new Date()` and `Date.now()` give it, a date built
 * from a value is as usual. For what must not depend on when it runs.
 */
export async function onClock<T>(instant: Date, fn: () => T | Promise<T>): Promise<T> {
  const Real = Date;
  class Stopped extends Real {
    constructor(...args: [] | [string | number | Date]) {
      super(args.length === 0 ? instant.getTime() : args[0]);
    }
    static override now(): number {
      return instant.getTime();
    }
  }
  globalThis.Date = Stopped as DateConstructor;
  try {
    return await fn();
  } finally {
    globalThis.Date = Real;
  }
}
