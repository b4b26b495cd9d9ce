/**
 * Structured data for search engines. A `<` that could end the script (`</script`) or start the
 * script's comment-like state (`<!--`) is escaped, so content can never close it; any other `<`
 * (the job descriptions' `<li>`) stays as it is, a few bytes fewer in the first response.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

/** `data` as JSON to sit inside a <script> element: parses back to `data`, never ends the element. */
export function jsonForScript(data: object): string {
  return JSON.stringify(data).replace(/<(?=[/!])/g, "\\u003c");
}
