/**
 * A suite, config or header name as part of a file or artifact name: runs of anything but
 * letters, digits, `.`, `_` and `-` become one `_`, at most 60 characters.
 */
export function safeFileName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60);
}

/** `001-<stem>`: the files of one job in the order they were written. */
export function numberedFileName(index: number, stem: string): string {
  return `${String(index + 1).padStart(3, "0")}-${stem}`;
}
