/** @jest-environment node */
// Node's own fetch, Response and AbortSignal.timeout are what the browser offers; jsdom has no fetch.
import { LOCAL_FUNCTION_PATH, SUBMIT_TIMEOUT_MS, sendForm } from "./backend";

const mockInvoke = jest.fn();
const mockCreateClient = jest.fn<{ functions: { invoke: jest.Mock } }, [string, string]>(() => ({ functions: { invoke: mockInvoke } }));
jest.mock("@supabase/supabase-js", () => ({ createClient: (url: string, key: string) => mockCreateClient(url, key) }));

const body = { type: "consultation", firstName: "Ana", honeypot: "", submissionId: "3f2504e0-4f89-41d3-9a0c-0305e82c3301" };
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });

const realFetch = global.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterAll(() => {
  global.fetch = realFetch;
});

describe("sendForm without Supabase settings (same-origin POST)", () => {
  it("waits 15 s by default", () => {
    expect(SUBMIT_TIMEOUT_MS).toBe(15_000);
  });

  it("posts the body as JSON to /functions/v1/send-form-email", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(sendForm(body)).resolves.toEqual({ ok: true });
    expect(LOCAL_FUNCTION_PATH).toBe("/functions/v1/send-form-email");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/functions/v1/send-form-email");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(init.body)).toEqual(body);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(mockCreateClient).not.toHaveBeenCalled();
  });

  it("says the body's language in Content-Language, so even answers before the body is read are in it", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await sendForm({ ...body, locale: "es" });
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ "Content-Type": "application/json", "Content-Language": "es" });
  });

  it("keeps a well-formed reference from the function's answer", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: "VH-7K3Q9F" }));
    await expect(sendForm(body)).resolves.toEqual({ ok: true, reference: "VH-7K3Q9F" });
  });

  it("keeps the function's promise as times, and drops one that does not read (never a wrong time shown)", async () => {
    const promise = { dueAt: "2026-11-28T18:00:00.000Z", urgent: true, opensAt: "2026-11-28T17:00:00.000Z" };
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: "VH-7K3Q9F", promise }));
    await expect(sendForm(body)).resolves.toEqual({
      ok: true,
      reference: "VH-7K3Q9F",
      promise: { dueAt: new Date(promise.dueAt), urgent: true, opensAt: new Date(promise.opensAt) },
    });
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: "VH-7K3Q9F", promise: { dueAt: promise.dueAt, urgent: false } }));
    await expect(sendForm(body)).resolves.toEqual({ ok: true, reference: "VH-7K3Q9F", promise: { dueAt: new Date(promise.dueAt), urgent: false } });
    for (const bad of [null, "soon", { dueAt: "tomorrow", urgent: false }, { dueAt: promise.dueAt }, { dueAt: promise.dueAt, urgent: "yes" }, { ...promise, opensAt: 7 }]) {
      fetchMock.mockResolvedValue(json(200, { ok: true, reference: "VH-7K3Q9F", promise: bad }));
      await expect(sendForm(body)).resolves.toEqual({ ok: true, reference: "VH-7K3Q9F" });
    }
  });

  it("refuses a malformed reference but keeps the success (the submission is stored either way)", async () => {
    const malformed: unknown[] = ["vh-7k3q9f", "VH-7K3Q9", "VH-7K3Q9FF", "VH-0O1IL5", "XX-7K3Q9F", " VH-7K3Q9F", "VH-7K3Q9F\n", "<b>VH-7K3Q9F</b>", 1234567, null, { id: "VH-7K3Q9F" }, ["VH-7K3Q9F"]];
    for (const reference of malformed) {
      fetchMock.mockResolvedValue(json(200, { ok: true, reference }));
      await expect(sendForm(body)).resolves.toStrictEqual({ ok: true });
    }
  });

  it("is a success without a reference when the answer has none (the honeypot's)", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(sendForm(body)).resolves.toStrictEqual({ ok: true });
  });

  it("never turns a failure into a success because it carries a reference", async () => {
    fetchMock.mockResolvedValue(json(503, { error: "We could not save your form.", reference: "VH-7K3Q9F" }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: "We could not save your form." });
    fetchMock.mockResolvedValue(json(200, { ok: false, reference: "VH-7K3Q9F" }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: undefined });
  });

  it("fails with the message of a 200 answer carrying an error", async () => {
    fetchMock.mockResolvedValue(json(200, { error: "x" }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: "x" });
  });

  it("reads a nested error message", async () => {
    fetchMock.mockResolvedValue(json(200, { error: { message: "nested" } }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: "nested" });
  });

  it("fails without a message when the error field is empty", async () => {
    fetchMock.mockResolvedValue(json(200, { error: "  " }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: undefined });
  });

  it("fails with the message of a 500 JSON answer", async () => {
    fetchMock.mockResolvedValue(json(500, { error: "We could not send your form. Please call us." }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: "We could not send your form. Please call us." });
  });

  it("fails without a message on a non-JSON 500", async () => {
    fetchMock.mockResolvedValue(new Response("<h1>Internal Server Error</h1>", { status: 500 }));
    const result = await sendForm(body);
    expect(result.ok).toBe(false);
    expect((result as { message?: string }).message).toBeUndefined();
  });

  it("fails on a non-2xx answer even without an error field", async () => {
    fetchMock.mockResolvedValue(json(502, { ok: true }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: undefined });
  });

  it("fails on a 200 that is not the function's { ok: true } (a host's HTML catch-all, a portal)", async () => {
    fetchMock.mockResolvedValue(new Response("<!doctype html><title>Home</title>", { status: 200, headers: { "Content-Type": "text/html" } }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: undefined });
    fetchMock.mockResolvedValue(json(200, { received: true }));
    await expect(sendForm(body)).resolves.toEqual({ ok: false, message: undefined });
  });

  it("fails when the network rejects", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendForm(body)).resolves.toEqual({ ok: false });
  });

  it("fails after the timeout when no answer ever comes", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    await expect(sendForm(body, 50)).resolves.toEqual({ ok: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("sendForm with NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY", () => {
  const savedEnv = process.env;
  let send: typeof sendForm;

  beforeEach(() => {
    process.env = {
      ...savedEnv,
      NEXT_PUBLIC_SUPABASE_URL: "https://project.supabase.co",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key",
    };
    // The settings are read when the module loads, as Next inlines them at build time.
    jest.isolateModules(() => {
      send = (jest.requireActual("./backend") as typeof import("./backend")).sendForm;
    });
  });
  afterEach(() => {
    process.env = savedEnv;
  });

  it("invokes send-form-email with the body through one lazily created client", async () => {
    mockInvoke.mockResolvedValue({ data: { ok: true }, error: null });
    expect(mockCreateClient).not.toHaveBeenCalled();
    await expect(send(body)).resolves.toEqual({ ok: true });
    await expect(send(body)).resolves.toEqual({ ok: true });
    expect(mockCreateClient).toHaveBeenCalledTimes(1);
    expect(mockCreateClient).toHaveBeenCalledWith("https://project.supabase.co", "anon-key");
    expect(mockInvoke).toHaveBeenCalledWith("send-form-email", expect.objectContaining({ body, timeout: SUBMIT_TIMEOUT_MS }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes the body's language on as Content-Language", async () => {
    mockInvoke.mockResolvedValue({ data: { ok: true }, error: null });
    await send({ ...body, locale: "es" });
    expect(mockInvoke).toHaveBeenCalledWith("send-form-email", expect.objectContaining({ headers: { "Content-Language": "es" } }));
  });

  it("keeps a well-formed reference from data and refuses a malformed one", async () => {
    mockInvoke.mockResolvedValueOnce({ data: { ok: true, reference: "VH-ABCDEF" }, error: null });
    await expect(send(body)).resolves.toEqual({ ok: true, reference: "VH-ABCDEF" });
    mockInvoke.mockResolvedValueOnce({ data: { ok: true, reference: "VH-ABCDE1" }, error: null });
    await expect(send(body)).resolves.toStrictEqual({ ok: true });
  });

  it("fails with the message of data carrying an error", async () => {
    mockInvoke.mockResolvedValue({ data: { error: "x" }, error: null });
    await expect(send(body)).resolves.toEqual({ ok: false, message: "x" });
  });

  it("reads the JSON body of an error's context Response", async () => {
    const error = Object.assign(new Error("Edge Function returned a non-2xx status code"), {
      context: json(400, { error: "Please enter your first name." }),
    });
    mockInvoke.mockResolvedValue({ data: null, error });
    await expect(send(body)).resolves.toEqual({ ok: false, message: "Please enter your first name." });
  });

  it("fails without a message when the error's context is not JSON or missing", async () => {
    mockInvoke.mockResolvedValueOnce({ data: null, error: Object.assign(new Error("relay"), { context: new Response("oops", { status: 500 }) }) });
    await expect(send(body)).resolves.toEqual({ ok: false, message: undefined });
    mockInvoke.mockResolvedValueOnce({ data: null, error: new Error("fetch failed") });
    await expect(send(body)).resolves.toEqual({ ok: false, message: undefined });
  });

  it("fails when invoke rejects or never answers", async () => {
    mockInvoke.mockRejectedValueOnce(new Error("boom"));
    await expect(send(body)).resolves.toEqual({ ok: false });
    mockInvoke.mockReturnValueOnce(new Promise(() => {}));
    await expect(send(body, 50)).resolves.toEqual({ ok: false });
  });
});
