/**
 * The last lines a stream wrote, kept so an MCP server that fails can be reported with what it
 * said on stderr. Bounded in lines and in line length so a chatty server cannot grow memory.
 */
export class LineTail {
  private readonly lines: string[] = [];
  private partial = "";

  constructor(
    private readonly maxLines = 20,
    private readonly maxLineLength = 400,
  ) {}

  push(chunk: Buffer | string): void {
    const text = this.partial + (typeof chunk === "string" ? chunk : chunk.toString("utf8"));
    const parts = text.split(/\r?\n/);
    this.partial = (parts.pop() ?? "").slice(-this.maxLineLength * 4);
    for (const line of parts) this.add(line);
  }

  /** The kept lines, including an unterminated last line; blank lines dropped. */
  snapshot(): string[] {
    const all = this.partial === "" ? [...this.lines] : [...this.lines, this.cap(this.partial)];
    return all.slice(-this.maxLines);
  }

  private add(line: string): void {
    if (line.trim() === "") return;
    this.lines.push(this.cap(line));
    if (this.lines.length > this.maxLines) this.lines.shift();
  }

  private cap(line: string): string {
    return line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line;
  }
}
