/**
 * The start tags of an HTML document with their attributes, read the way a browser's tokenizer
 * reads them, for the post-build steps that inspect the exported pages. Comments and the text of
 * raw-text elements (<script>, <style>, <textarea>, <title>, …) are not markup: a tag written
 * inside a script's string or Next's inline JSON payload is not a tag of the page. A search over
 * the whole file cannot tell those apart, nor an attribute from a value that contains its name.
 */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);
const SPACE = /[\t\n\f\r ]/;

/** Each start tag in order: its lower-case name, its attributes as [name, value] pairs, its offset, and where it ends (just past its ">"). */
export function* startTags(html) {
  const end = html.length;
  let i = 0;
  while (i < end) {
    const lt = html.indexOf("<", i);
    if (lt === -1) return;
    if (html.startsWith("<!--", lt)) {
      i = after(html, "-->", lt + 4);
      continue;
    }
    const next = html[lt + 1] ?? "";
    // A doctype, a bogus comment (<?…>, <!…>) or an end tag: nothing of interest up to its ">".
    if (next === "!" || next === "?" || (next === "/" && /[a-z]/i.test(html[lt + 2] ?? ""))) {
      i = after(html, ">", lt + 1);
      continue;
    }
    // "<" not followed by a letter is text.
    if (!/[a-z]/i.test(next)) {
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    while (j < end && !SPACE.test(html[j]) && html[j] !== "/" && html[j] !== ">") j++;
    const name = html.slice(lt + 1, j).toLowerCase();
    const attrs = [];
    while (j < end) {
      while (j < end && (SPACE.test(html[j]) || html[j] === "/")) j++;
      if (j >= end) break;
      if (html[j] === ">") {
        j++;
        break;
      }
      // A name runs to a space, "/", ">" or "="; its first character may be "=" (spec: an error, kept as a name).
      let k = j + 1;
      while (k < end && !SPACE.test(html[k]) && !"/>=".includes(html[k])) k++;
      const attr = html.slice(j, k).toLowerCase();
      j = k;
      while (j < end && SPACE.test(html[j])) j++;
      let value = "";
      if (html[j] === "=") {
        j++;
        while (j < end && SPACE.test(html[j])) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, close === -1 ? end : close);
          j = close === -1 ? end : close + 1;
        } else {
          const from = j;
          while (j < end && !SPACE.test(html[j]) && html[j] !== ">") j++;
          value = html.slice(from, j);
        }
      }
      attrs.push([attr, value]);
    }
    yield { name, attrs, offset: lt, end: j };
    i = RAW_TEXT.has(name) ? rawTextEnd(html, name, j) : j;
  }
}

/** The index just past `token` from `from`, or the end of the document. */
function after(html, token, from) {
  const at = html.indexOf(token, from);
  return at === -1 ? html.length : at + token.length;
}

/** Where a raw-text element's text ends: at its end tag, `</script` followed by a space, "/" or ">". */
function rawTextEnd(html, name, from) {
  const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, "gi");
  close.lastIndex = from;
  return close.exec(html)?.index ?? html.length;
}
