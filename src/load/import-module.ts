/**
 * A user's ES module by URL (a `--plugin` file or package). The one dynamic import of code that
 * is not ModelGate's: the built CLI's command chunks run as CommonJS scripts
 * (src/cli/script-chunks.ts), where `import()` is not available, so src/cli/main.ts imports this
 * module and the build places it in dist/cli.js, an ES module, which the chunks call it from.
 */
export function importModule(url: string): Promise<unknown> {
  return import(url);
}
