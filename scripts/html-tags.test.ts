/** @jest-environment node */
import { startTags } from "./html-tags.mjs";

const tags = (html: string) => [...startTags(html)].map(({ name, attrs }) => [name, attrs]);

describe("startTags", () => {
  it("reads names and attributes: quoted (a > inside), unquoted, bare, in capitals", () => {
    expect(tags(`<!DOCTYPE html><A HREF=/x title="a > b" data-x='1' hidden>t</A><br/><img src=a.png alt="">`)).toEqual([
      ["a", [["href", "/x"], ["title", "a > b"], ["data-x", "1"], ["hidden", ""]]],
      ["br", []],
      ["img", [["src", "a.png"], ["alt", ""]]],
    ]);
  });

  it("skips comments and the text of raw-text elements, up to their own end tag", () => {
    const html = `<!-- <p style="x"> --><script>"<div onclick='x'></scripts>"</SCRIPT ><textarea><b></textarea><title><i></title><p>`;
    expect(tags(html).map(([name]) => name)).toEqual(["script", "textarea", "title", "p"]);
  });

  it("takes a < not starting a tag as text, and an unclosed script's rest as its text", () => {
    expect(tags("<p>3 < 4 <> </ x</p><script>if (a <b) x()")).toEqual([["p", []], ["script", []]]);
  });
});
