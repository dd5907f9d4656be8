/** The Markdown of `file` with each marked table replaced; a marker without its table is an error. */
export function withTables(markdown: string, tables: Record<string, string>, file?: string): string;
