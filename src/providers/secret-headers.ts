import { isSecretHeaderValue } from "../core/redact.js";
import { knownSecrets } from "../core/safety/secret-values.js";

/**
 * The configured header values a provider masks in a server's text before cutting it: those of
 * credential-like headers (`Authorization`, `X-Proxy-Sig`), those holding a `Bearer`/`Basic`/`Token`
 * credential, and those the loader made known secrets (taken from the environment). A plain
 * header's literal (`X-Team: support`) stays readable: it is configuration, not a secret.
 */
export function secretHeaderValues(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers)
    .filter(([name, value]) => isSecretHeaderValue(name, value) || knownSecrets.maskText(value) !== value)
    .map(([, value]) => value);
}
