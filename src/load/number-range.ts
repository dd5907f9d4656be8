/**
 * A number written beyond what a double holds (about ±1.8e308): YAML reads `1e400` as Infinity,
 * and an integer kept exact (`bigint`) reaches the schema as Infinity. Both are told alike.
 */
export function beyondNumberRange(written: string): string {
  return `${shortNumber(written)} is beyond the range of a number (±1.8e308)`;
}

/** Long digits as `1e400` or `1.2345…e400`; other long text cut. */
function shortNumber(text: string): string {
  const integer = /^([-+]?)(\d{22,})$/.exec(text);
  if (integer !== null) {
    const [, sign, digits] = integer as unknown as [string, string, string];
    const significant = digits.replace(/0+$/, "");
    const fraction = significant.slice(1, 5);
    const more = significant.length > 5 ? "…" : "";
    return `${sign}${digits[0]}${fraction === "" ? "" : `.${fraction}`}${more}e${digits.length - 1}`;
  }
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
