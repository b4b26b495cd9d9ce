import { base64ToBytes, saveFile } from "./download";

describe("base64ToBytes", () => {
  it("decodes the database's base64, line breaks or not", () => {
    expect(Array.from(base64ToBytes("JVBERi0="))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(Array.from(base64ToBytes("JVBE\nRi0="))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });
});

describe("saveFile", () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.useRealTimers();
  });

  it("downloads a Blob of the document's type under its own name, then lets it go", async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), "blob:desk/1"));
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveFile({ filename: "discharge.pdf", content_type: "application/pdf", content: "JVBERi0=" });

    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0].download).toBe("discharge.pdf");
    expect(clicked[0].getAttribute("href")).toBe("blob:desk/1");
    expect(blobs[0].type).toBe("application/pdf");
    expect(blobs[0].size).toBe(5);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:desk/1");
  });
});
