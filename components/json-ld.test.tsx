import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd, jsonForScript } from "./json-ld";

describe("JsonLd", () => {
  const hostile = { description: "<p>Hi</p></script><script>alert(1)</script><!--<script>--></SCRIPT >", list: ["<li>a</li>"] };

  it("never closes its script nor opens a comment in it, and parses back to the same data", () => {
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/<\/|<!/);
    expect(JSON.parse(json)).toEqual(hostile);
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.endsWith("</script>")).toBe(true);
  });

  it("keeps other < as they are", () => {
    expect(jsonForScript({ d: "<p>a</p>" })).toBe('{"d":"<p>a\\u003c/p>"}');
  });
});
