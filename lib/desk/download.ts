/** Saving the discharge document desk_document returns (base64) under its own name and type. */

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Hands the file to the browser's download through a temporary `<a download>`. The object URL is
 * revoked after the click has been handled (revoking it at once can cancel the download in some
 * browsers), so the document does not stay in memory for the rest of the session.
 */
export function saveFile({ filename, content_type, content }: { filename: string; content_type: string | null; content: string }, doc: Document = document): void {
  const blob = new Blob([base64ToBytes(content)], { type: content_type || "application/octet-stream" });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}
