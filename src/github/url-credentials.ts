import { knownSecrets } from "../core/safety/secret-values.js";

/**
 * A server address may carry credentials (`http://user:pw@host`, from a config's `base_url`,
 * `$OLLAMA_HOST` or the `ollama-url`/`openai-url` inputs). The password, as written
 * (percent-encoded) and decoded, and the `Basic` credential the provider sends from it become
 * known secrets: masked in everything written, and registered with the runner (`::add-mask::`),
 * whether or not the workflow passed them from `secrets.*`.
 */
export function registerUrlCredentials(url: string | null | undefined): void {
  if (url === null || url === undefined || !url.includes("@")) return;
  let parsed: URL;
  try {
    // As OLLAMA_HOST is read: without a scheme, http:// is meant.
    parsed = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(url.trim()) ? url.trim() : `http://${url.trim()}`);
  } catch {
    return;
  }
  if (parsed.password === "") return;
  const password = decoded(parsed.password);
  knownSecrets.add(parsed.password);
  knownSecrets.add(password);
  if (parsed.username !== "")
    knownSecrets.add(Buffer.from(`${decoded(parsed.username)}:${password}`).toString("base64"));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
