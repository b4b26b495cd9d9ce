/** The item of a facts list that words name by id; the build's content check makes sure there is one. */
export function byId<T extends { id: string }>(list: readonly T[], id: string, file: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`${file}: no item with id "${id}"`);
  return found;
}
