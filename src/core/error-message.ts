/** The text of a thrown value for a reason or a log line: the message, else the error's name. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
