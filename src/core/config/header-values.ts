/**
 * What an HTTP header may hold, as Node's client and fetch decide it: one definition for the
 * config loader (refusing a bad value at its field), the providers (checking a config built in
 * code) and the HTTP client (trimming as fetch does).
 */

/** Leading and trailing HTTP whitespace, which fetch strips from a value (a CI secret's newline). */
const EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** What Node's HTTP client accepts in a header value: tab, visible ASCII, Latin-1. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** RFC 9110 token characters: a header name. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function trimHeaderValue(value: string): string {
  return value.replace(EDGE_WHITESPACE, "");
}

/** Whether the value, once trimmed as fetch trims it, can be sent. */
export function isSendableHeaderValue(value: string): boolean {
  return HEADER_VALUE.test(trimHeaderValue(value));
}

export function isHeaderName(name: string): boolean {
  return HEADER_NAME.test(name);
}
