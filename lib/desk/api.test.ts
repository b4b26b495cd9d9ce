import { defaultFilters, queueArgs, QUEUE_LIMIT, setStatus } from "./api";

describe("queueArgs", () => {
  it("leaves the status out for the open forms (the database's default) and sends 'all' as is", () => {
    expect(queueArgs(defaultFilters)).toEqual({ p_limit: QUEUE_LIMIT });
    expect(queueArgs({ type: "referral", status: "all", reference: "" })).toEqual({ p_type: "referral", p_status: "all", p_limit: QUEUE_LIMIT });
    expect(queueArgs({ type: "", status: "declined", reference: " 7k3 " })).toEqual({ p_status: "declined", p_reference: "7k3", p_limit: QUEUE_LIMIT });
  });
});

describe("setStatus", () => {
  it("always sends the status staff saw, and a reason only with one", async () => {
    const client = { rpc: jest.fn(async () => ({ data: {}, error: null })) };
    await setStatus(client, "VH-ABCDEF", "declined", "reviewing", "payment");
    expect(client.rpc).toHaveBeenLastCalledWith("desk_set_status", { p_reference: "VH-ABCDEF", p_status: "declined", p_from: "reviewing", p_reason: "payment" });
    await setStatus(client, "VH-ABCDEF", "accepted", "reviewing");
    expect(client.rpc).toHaveBeenLastCalledWith("desk_set_status", { p_reference: "VH-ABCDEF", p_status: "accepted", p_from: "reviewing" });
  });
});
