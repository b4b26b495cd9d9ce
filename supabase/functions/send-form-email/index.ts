/**
 * Hosted entry (Supabase Edge Runtime). The client address is the last X-Forwarded-For hop, which
 * the platform's proxy appends (see lastForwardedHop in http.ts). Without RESEND_API_KEY this refuses to run unless OUTBOX_DIR is set:
 * an outbox on a hosted instance's temporary disk would quietly lose forms.
 * Tests import handler.ts, not this file, because Deno.serve here starts listening on import.
 */
import { createHandler } from "./handler.ts";
import { router } from "./routes.ts";

const handler = createHandler();

Deno.serve(router("hosted", { form: (req) => handler(req) }));
