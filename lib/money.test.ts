import { formatUsd } from "./money";

describe("formatUsd", () => {
  it("shows whole dollars without cents and groups thousands", () => {
    expect(formatUsd(39)).toBe("$39");
    expect(formatUsd(6552)).toBe("$6,552");
  });
  it("shows cents only when the figure has them", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
  });
});
