import { call, CONNECTION_MESSAGE, guardClient, kindOf, SIGNED_OUT_MESSAGE, type RpcResponse } from "./rpc";

const answering = (response: RpcResponse) => ({ rpc: jest.fn(async () => response) });
const failure = (code: string, message: string, status?: number): RpcResponse => ({ data: null, error: { code, message, details: null, hint: null }, status });

describe("call", () => {
  it("passes the function's name and arguments and returns its data", async () => {
    const client = answering({ data: { user_id: "u1", name: "Ana", aal: "aal2" }, error: null, status: 200 });
    await expect(call(client, "desk_me")).resolves.toEqual({ ok: true, data: { user_id: "u1", name: "Ana", aal: "aal2" } });
    await call(client, "desk_open", { p_reference: "VH-ABCDEF" });
    expect(client.rpc).toHaveBeenLastCalledWith("desk_open", { p_reference: "VH-ABCDEF" });
  });

  it("shows the database's message for bad input, an unknown reference and a change made meanwhile", async () => {
    const conflict = await call(answering(failure("PT409", 'The form VH-ABCDEF is now "accepted": someone changed it meanwhile.', 409)), "desk_set_status");
    expect(conflict).toEqual({ ok: false, kind: "conflict", message: 'The form VH-ABCDEF is now "accepted": someone changed it meanwhile.' });
    expect(await call(answering(failure("PT404", "No form has the reference VH-ZZZZZZ.")), "desk_open")).toMatchObject({ kind: "not-found", message: "No form has the reference VH-ZZZZZZ." });
    expect(await call(answering(failure("PT400", "A note has 1 to 2000 characters.", 400)), "desk_note")).toMatchObject({ kind: "failed", message: "A note has 1 to 2000 characters." });
  });

  it("treats 401, 403 and the desk's refusal as the end of the session", async () => {
    expect(await call(answering(failure("42501", "The desk is for staff signed in with a second factor.", 403)), "desk_queue")).toEqual({ ok: false, kind: "signed-out", message: SIGNED_OUT_MESSAGE });
    expect(kindOf(failure("PGRST303", "JWT expired", 401))).toBe("signed-out");
    expect(kindOf(failure("", "Unauthorized", 401))).toBe("signed-out");
    expect(kindOf(failure("42501", "permission denied"))).toBe("signed-out");
  });

  it("says the desk could not be reached when there was no answer", async () => {
    expect(await call(answering(failure("", "TypeError: Failed to fetch", 0)), "desk_queue")).toMatchObject({ kind: "failed", message: CONNECTION_MESSAGE });
    const throwing = { rpc: jest.fn(async () => Promise.reject(new Error("offline"))) };
    expect(await call(throwing, "desk_queue")).toMatchObject({ kind: "failed", message: CONNECTION_MESSAGE });
  });
});

describe("guardClient", () => {
  it("reports a refused call, and only that", async () => {
    const onSignedOut = jest.fn();
    const ok = guardClient(answering({ data: [], error: null, status: 200 }), onSignedOut);
    await ok.rpc("desk_staff_list");
    const bad = guardClient(answering(failure("PT400", "Unknown status x.", 400)), onSignedOut);
    await bad.rpc("desk_queue");
    expect(onSignedOut).not.toHaveBeenCalled();
    const refused = guardClient(answering(failure("42501", "The desk is for staff signed in with a second factor.", 403)), onSignedOut);
    const response = await refused.rpc("desk_queue");
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(response.error?.code).toBe("42501");
  });
});
