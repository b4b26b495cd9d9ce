/**
 * A stand-in for the desk's database functions, for the component tests: one referral and one
 * consultation, answering like PostgREST ({ data, error, status }). Not shipped: only tests import it.
 */
import type { DeskRecord, QueueRow } from "@/lib/desk/api";
import type { DeskClient, RpcResponse } from "@/lib/desk/rpc";

export const NOW = "2026-12-02T17:00:00.000000+00:00";
export const ME = { user_id: "u-ana", name: "Ana Ortiz", aal: "aal2" };
export const STAFF = [ME, { user_id: "u-ben", name: "Ben Li" }];

const referralRow: QueueRow = {
  reference: "VH-7K3Q9F",
  type: "referral",
  received_at: "2026-12-02T13:40:00Z",
  urgency: "48h",
  start_date: "2026-12-05",
  best_time: null,
  organisation: "Sharp Memorial Hospital",
  own_reference: "Bed 4B / case #1207",
  status: "reviewing",
  decline_reason: null,
  assigned_to: null,
  assigned_name: null,
  // Due 15:40: at the server's 17:00, overdue by 1 h 20 min.
  reply_due_at: "2026-12-02T15:40:00Z",
  replied_at: null,
  locale: "es",
};
const consultationRow: QueueRow = {
  ...referralRow,
  reference: "VH-M4TW2B",
  type: "consultation",
  urgency: "week",
  start_date: null,
  organisation: null,
  own_reference: null,
  status: "new",
  reply_due_at: "2026-12-02T17:45:00Z",
  locale: "en",
};

export const referralFields = {
  referrerName: "Dana Ruiz",
  referrerOrganization: "Sharp Memorial Hospital",
  referrerPhone: "(619) 555-0142",
  referrerEmail: "dana@example.org",
  clientName: "Rosa Alvarez",
  clientNeeds: ["adl", "meals"],
  additionalNotes: "Lives alone; daughter visits weekends.",
  startDate: "2026-12-05",
  urgency: "48h",
  payer: "medi-cal",
  clientZip: "92103",
  preferredLanguage: "Spanish",
  familyContact: { name: "Marta Alvarez", phone: "(619) 555-0199" },
  ownReference: "Bed 4B / case #1207",
};

type Handler = (args: Record<string, unknown>) => RpcResponse | undefined;
const ok = (data: unknown): RpcResponse => ({ data, error: null, status: 200 });
export const rpcError = (status: number, code: string, message: string): RpcResponse => ({ data: null, error: { code, message, details: null, hint: null }, status });

/** The fake, with its calls recorded; `override` answers one function differently (once or always). */
export function fakeDesk() {
  let status = "reviewing";
  let reason: string | null = null;
  const history: DeskRecord["history"] = [];
  const overrides = new Map<string, Handler>();
  const record = (): DeskRecord => ({
    ...referralRow,
    status,
    decline_reason: reason,
    next_statuses: status === "reviewing" ? ["accept_pending", "accepted", "declined", "closed"] : status === "closed" ? [] : ["closed"],
    sender_email: true,
    fields: referralFields,
    document: { filename: "discharge.pdf", content_type: "application/pdf", bytes: 48_300 },
    delivery: { status: "delivered", notified_at: "2026-12-02T13:40:05Z", acknowledged_at: "2026-12-02T13:40:06Z" },
    history: [...history],
    messages: [],
  });
  const handlers: Record<string, Handler> = {
    desk_me: () => ok(ME),
    desk_staff_list: () => ok(STAFF),
    desk_queue: () => ok({ now: NOW, rows: [{ ...referralRow, status, decline_reason: reason }, consultationRow] }),
    desk_open: () => {
      history.push({ at: NOW, kind: "opened", actor_name: ME.name, aal: "aal2", detail: {} });
      return ok(record());
    },
    desk_set_status: (args) => {
      if (args.p_from !== status) return rpcError(409, "PT409", `The form VH-7K3Q9F is now "${status}": someone changed it meanwhile.`);
      history.push({ at: NOW, kind: "status", actor_name: ME.name, aal: "aal2", detail: { from: status, to: args.p_status, reason: args.p_reason ?? null, sender_told: true } });
      status = String(args.p_status);
      reason = (args.p_reason as string | undefined) ?? null;
      return ok({ reference: "VH-7K3Q9F", status, message_id: "m-1", sender_told: true, no_email: false });
    },
    desk_assign: (args) => ok({ reference: "VH-7K3Q9F", assigned_to: args.p_user_id, assigned_name: STAFF.find((s) => s.user_id === args.p_user_id)?.name ?? null }),
    desk_note: () => ok({ reference: "VH-7K3Q9F", ok: true }),
    desk_document: () => ok({ filename: "discharge.pdf", content_type: "application/pdf", content: "JVBERi0=" }),
  };
  const client = {
    rpc: jest.fn(async (name: string, args: Record<string, unknown> = {}): Promise<RpcResponse> => {
      const answer = overrides.get(name)?.(args) ?? handlers[name]?.(args);
      return answer ?? rpcError(404, "PGRST202", `Unknown function ${name}`);
    }),
  } satisfies DeskClient;
  return {
    client,
    /** Someone else changes the status meanwhile. */
    changeStatusElsewhere: (to: string) => void (status = to),
    override: (name: string, handler: Handler) => void overrides.set(name, handler),
    calls: (name: string) => client.rpc.mock.calls.filter(([n]) => n === name).map(([, args]) => args),
  };
}
