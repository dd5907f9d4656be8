/**
 * Whether YAML text may hold an anchor (`&a`), an alias (`*a`) or a merge key (`<<`). An anchor
 * or alias token starts with `&` or `*` at the start of a line or after whitespace or one of
 * `[ { , :`, and a merge key is written `<<`; text with none of these holds none of them, so the
 * parser may skip its alias and merge passes. A false "may" (a `*` inside a string) only costs
 * those passes, never a wrong result.
 */
export function mayHoldAliases(text: string): boolean {
  return ANCHOR_OR_ALIAS.test(text) || text.includes("<<");
}

const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:])[&*]/;
