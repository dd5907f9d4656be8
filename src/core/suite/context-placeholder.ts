/** `{{context}}` (spaces inside the braces allowed): where a `rag` case's retrieved documents go. */
export const CONTEXT_PLACEHOLDER = /\{\{\s*context\s*\}\}/g;

/** Whether a prompt text holds the placeholder the runner fills (the loader asks what the runner replaces). */
export function hasContextPlaceholder(text: string): boolean {
  // `search` ignores the global flag's lastIndex: the shared pattern stays stateless.
  return text.search(CONTEXT_PLACEHOLDER) !== -1;
}
