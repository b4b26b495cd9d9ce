/**
 * Configuration from the environment, read once when the handler is created. Problems are reported
 * by variable name only, so the log line that says what is missing never holds a secret.
 */
import type { FormType } from "../_shared/schemas.ts";
import type { EmailDetails, EnvGetter } from "./types.ts";

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
/** Outbox mode has no real mailbox, so reserved example.com addresses stand in. */
export const OUTBOX_DEFAULT_TO = "intake@example.com";
export const OUTBOX_DEFAULT_FROM = "forms@example.com";
const EMAIL_DETAILS: readonly EmailDetails[] = ["full", "minimal"];

export type DeliveryConfig = { kind: "resend"; apiKey: string } | { kind: "outbox"; dir: string };

export interface Config {
  rateLimitPerMinute: number;
  toEmail: string;
  /** Job applications' inbox: FORM_TO_EMAIL_CAREERS, else toEmail. */
  toEmailCareers: string;
  fromEmail: string;
  delivery: DeliveryConfig;
  /** How much the agency's e-mail carries: "full" by default in outbox mode, "minimal" with a real provider. */
  details: EmailDetails;
  /** Whether the sender gets an acknowledgment (FORM_ACKNOWLEDGE=off turns it off). */
  acknowledge: boolean;
  /** The Postgres URL Supabase gives every function, when there is one. */
  databaseUrl: string | undefined;
}

export type ConfigResult =
  | { ok: true; allowedOrigins: Set<string>; config: Config }
  | { ok: false; allowedOrigins: Set<string>; problems: string[] };

export interface ConfigOptions {
  /** Where the outbox goes when OUTBOX_DIR is unset; without it, outbox mode needs OUTBOX_DIR. */
  defaultOutboxDir?: string;
}

export function parseOrigins(value: string | undefined): Set<string> {
  return new Set((value ?? "").split(",").map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean));
}

export function loadConfig(env: EnvGetter, options: ConfigOptions = {}): ConfigResult {
  const get = (name: string) => env(name)?.trim() || undefined;
  const problems: string[] = [];
  const allowedOrigins = parseOrigins(get("ALLOWED_ORIGINS"));
  if (allowedOrigins.size === 0) problems.push("ALLOWED_ORIGINS");

  const rawLimit = get("FORM_RATE_LIMIT_PER_MINUTE");
  const rateLimitPerMinute = rawLimit === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : Number(rawLimit);
  if (!/^\d+$/.test(rawLimit ?? "0")) problems.push("FORM_RATE_LIMIT_PER_MINUTE");

  const apiKey = get("RESEND_API_KEY");
  let delivery: DeliveryConfig | undefined;
  let toEmail = get("FORM_TO_EMAIL");
  let fromEmail = get("FORM_FROM_EMAIL");
  if (apiKey) {
    delivery = { kind: "resend", apiKey };
    // A real provider must not mail a made-up address: both are required.
    if (!toEmail) problems.push("FORM_TO_EMAIL");
    if (!fromEmail) problems.push("FORM_FROM_EMAIL");
  } else {
    const dir = get("OUTBOX_DIR") ?? options.defaultOutboxDir;
    if (dir) delivery = { kind: "outbox", dir };
    else problems.push("RESEND_API_KEY");
    toEmail ??= OUTBOX_DEFAULT_TO;
    fromEmail ??= OUTBOX_DEFAULT_FROM;
  }
  const careersEmail = get("FORM_TO_EMAIL_CAREERS");
  const toEmailCareers = careersEmail ?? toEmail;
  // Addresses become e-mail headers: a line break would let them inject more headers.
  if (toEmail && /[\r\n]/.test(toEmail)) problems.push("FORM_TO_EMAIL");
  if (careersEmail && /[\r\n]/.test(careersEmail)) problems.push("FORM_TO_EMAIL_CAREERS");
  if (fromEmail && /[\r\n]/.test(fromEmail)) problems.push("FORM_FROM_EMAIL");

  // Without a BAA a real provider must not carry health details, so it gets the minimal e-mail
  // unless someone says otherwise; the outbox stays on this machine, so it shows everything.
  const rawDetails = get("FORM_EMAIL_DETAILS") ?? (apiKey ? "minimal" : "full");
  const details = EMAIL_DETAILS.find((d) => d === rawDetails);
  if (!details) problems.push("FORM_EMAIL_DETAILS");
  const rawAcknowledge = get("FORM_ACKNOWLEDGE") ?? "on";
  if (rawAcknowledge !== "on" && rawAcknowledge !== "off") problems.push("FORM_ACKNOWLEDGE");
  const acknowledge = rawAcknowledge !== "off";
  const databaseUrl = get("SUPABASE_DB_URL");

  if (problems.length > 0 || !delivery || !toEmail || !toEmailCareers || !fromEmail || !details) {
    return { ok: false, allowedOrigins, problems: [...new Set(problems)] };
  }
  return {
    ok: true,
    allowedOrigins,
    config: { rateLimitPerMinute, toEmail, toEmailCareers, fromEmail, delivery, details, acknowledge, databaseUrl },
  };
}

/** The inbox a form's e-mail goes to: job applications may have their own. */
export function recipientFor(config: Pick<Config, "toEmail" | "toEmailCareers">, type: FormType): string {
  return type === "application" ? config.toEmailCareers : config.toEmail;
}
