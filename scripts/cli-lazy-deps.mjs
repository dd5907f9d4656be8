// CLI only: the large CommonJS dependencies (the YAML parser, Ajv, RE2JS, picomatch) each in a
// CommonJS file of its own in dist/cli-chunks/, required the first time the product calls into
// them. A static import would compile and evaluate them at every start (~90 ms of CPU together,
// most of a small replay `run`), though a JSON suite needs no YAML parser, a suite without a
// schema no Ajv, one without a regex no RE2JS and a run without `--case` no picomatch.
// In the bundle each import of such a package from src/ is a stand-in module: every export is a
// `let` binding holding a forwarder; the first call (or `new`) requires the file and rebinds every
// export to the real value, so later calls go straight to it (ES modules' live bindings).
// Primitive static members (RE2JS.CASE_INSENSITIVE) are copied at build time: reading them does
// not load the package; any other member is a getter that loads it.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const requireHere = createRequire(import.meta.url);

/** File name → the package specifiers it holds (one file for Ajv's entries: they share its core). */
const GROUPS = {
  "dep-yaml.cjs": ["yaml"],
  "dep-ajv.cjs": ["ajv", "ajv/dist/2019.js", "ajv/dist/2020.js", "ajv-formats"],
  "dep-re2js.cjs": ["re2js"],
  "dep-picomatch.cjs": ["picomatch"],
};
const FILE_OF = new Map(Object.entries(GROUPS).flatMap(([file, specs]) => specs.map((s) => [s, file])));
const literal = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const FILTER = new RegExp(`^(?:${[...FILE_OF.keys()].map(literal).join("|")})$`);

/** `[file name, CommonJS text]` of each group: `module.exports = { [specifier]: require(specifier) }`. */
export async function cliLazyDepFiles() {
  const files = [];
  for (const [file, specs] of Object.entries(GROUPS)) {
    const contents = `module.exports = {${specs.map((s) => `${JSON.stringify(s)}: require(${JSON.stringify(s)})`).join(", ")}};`;
    const bundled = await build({
      stdin: { contents, resolveDir: root, loader: "js" },
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      legalComments: "none",
      charset: "utf8",
      preserveSymlinks: true,
      write: false,
      logLevel: "warning",
    });
    files.push([file, bundled.outputFiles[0].text]);
  }
  return files;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The stand-in module of one specifier, its exports read from the installed package now. */
function standInModule(spec) {
  const real = requireHere(spec);
  // As Node imports CommonJS: the default export is module.exports, named exports its own keys.
  const names = Object.keys(real).filter((n) => IDENTIFIER.test(n) && n !== "default" && n !== "__esModule");
  const exports = [["default", real], ...names.map((n) => [n, real[n]])];
  const local = (i) => `e${i}`;
  const lines = [
    'import { createRequire as lazyRequire } from "node:module";',
    "let loaded = false;",
    "function load() {",
    "  if (loaded) return;",
    "  loaded = true;",
    `  const m = lazyRequire(import.meta.url)(${JSON.stringify(`./${FILE_OF.get(spec)}`)})[${JSON.stringify(spec)}];`,
    ...exports.map(
      ([name], i) => `  ${local(i)} = ${name === "default" ? "m" : `m[${JSON.stringify(name)}]`};`,
    ),
    "}",
  ];
  exports.forEach(([name, value], i) => {
    const v = local(i);
    if (typeof value !== "function" && (typeof value !== "object" || value === null)) {
      lines.push(`let ${v} = ${JSON.stringify(value)};`);
    } else {
      lines.push(
        typeof value === "function"
          ? `let ${v} = function (...args) { load(); return new.target === undefined ? Reflect.apply(${v}, this, args) : Reflect.construct(${v}, args); };`
          : `let ${v} = {};`,
      );
      if (typeof value === "function") {
        lines.push(
          `Object.defineProperty(${v}, Symbol.hasInstance, { value: (x) => { load(); return x instanceof ${v}; } });`,
        );
      }
      const members = Object.getOwnPropertyNames(value).filter(
        (k) =>
          !(
            typeof value === "function" && ["length", "name", "prototype", "arguments", "caller"].includes(k)
          ),
      );
      for (const key of members) {
        const member = Object.getOwnPropertyDescriptor(value, key);
        const k = JSON.stringify(key);
        if (member !== undefined && "value" in member && member.value === value) {
          lines.push(`Object.defineProperty(${v}, ${k}, { value: ${v}, enumerable: ${member.enumerable} });`);
        } else if (member !== undefined && "value" in member && isPlain(member.value)) {
          lines.push(
            `Object.defineProperty(${v}, ${k}, { value: ${JSON.stringify(member.value)}, enumerable: ${member.enumerable} });`,
          );
        } else {
          lines.push(
            `Object.defineProperty(${v}, ${k}, { get: () => { load(); return ${v}[${k}]; }, enumerable: true });`,
          );
        }
      }
    }
    lines.push(`export { ${v} as ${name} };`);
  });
  return lines.join("\n");
}

function isPlain(value) {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** esbuild plugin: an import of one of those packages from src/ becomes its stand-in module. */
export function cliLazyDepsPlugin() {
  return {
    name: "modelgate-cli-lazy-deps",
    setup(b) {
      b.onResolve({ filter: FILTER }, (args) =>
        /[\\/]node_modules[\\/]/.test(args.importer) ? undefined : { path: args.path, namespace: "lazy-dep" },
      );
      b.onLoad({ filter: /.*/, namespace: "lazy-dep" }, (args) => ({
        contents: standInModule(args.path),
        loader: "js",
        resolveDir: root,
      }));
    },
  };
}
