import { knownSecrets } from "../core/safety/secret-values.js";
import { urlCredentialSecrets } from "../core/safety/url-credentials.js";

/**
 * A server address may carry credentials (`http://user:pw@host`, from a config's `base_url`,
 * `$OLLAMA_HOST` or the `ollama-url`/`openai-url` inputs). Their every form (see
 * urlCredentialSecrets, the config loader's rule) becomes a known secret: masked in everything
 * written, and registered with the runner (`::add-mask::`), whether or not the workflow passed
 * them from `secrets.*`.
 */
export function registerUrlCredentials(url: string | null | undefined): void {
  if (url === null || url === undefined || !url.includes("@")) return;
  const trimmed = url.trim();
  // As OLLAMA_HOST is read: without a scheme, http:// is meant.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  for (const secret of urlCredentialSecrets(withScheme)) knownSecrets.add(secret);
}
