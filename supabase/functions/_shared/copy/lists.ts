/** "a", "a and b", "a, b and c": lists in words have no comma before the last item, in either language ("and", "or", "y", "o"). */
export function listInWords(items: readonly string[], last: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}
