/** @jest-environment node */
import { endToEndHeaders, isOurFunction } from "./function-process.mjs";

describe("endToEndHeaders", () => {
  it("drops hop-by-hop headers and those Connection names, keeps the rest", () => {
    const headers = {
      connection: "close, X-Secret-Hop",
      "keep-alive": "timeout=5",
      "transfer-encoding": "chunked",
      te: "trailers",
      upgrade: "websocket",
      "proxy-connection": "keep-alive",
      "x-secret-hop": "1",
      "content-type": "application/json",
      "content-length": "2",
      "x-request-id": "abc",
    };
    expect(endToEndHeaders(headers)).toEqual({ "content-type": "application/json", "content-length": "2", "x-request-id": "abc" });
  });
});

describe("isOurFunction", () => {
  it("is false for a process that is not this project's form function", () => {
    expect(isOurFunction(process.pid, process.cwd())).toBe(false);
    expect(isOurFunction(2 ** 22 + 7, process.cwd())).toBe(false);
  });
});
