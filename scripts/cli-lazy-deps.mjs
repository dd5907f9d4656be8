// CLI only: the large dependencies (the YAML parser, Ajv with ajv-formats, RE2JS, picomatch) and
// the draft 2020-12 meta-schema's validator each in a CommonJS file of its own in dist/cli-chunks/,
// required the first time the product calls into them. Statically imported, every `run` and
// `validate` compiled and evaluated all of them at start (a replayed 2-case JSON `run`: 159 ms of
// CPU, 120 ms without), though a JSON suite needs no YAML parser, a suite without a schema no
// Ajv, one without a pattern no RE2JS and a run without `--case` no picomatch.
// In the bundle each import of such a package from src/ is a stand-in module: every export is a
// `let` binding holding a forwarder; the first call (or `new`) requires the file and rebinds every
// export to the real value, so later calls go straight to it (ES modules' live bindings).
// Primitive static members (RE2JS.CASE_INSENSITIVE) are copied at build time: reading them does
// not load the package; any other member is a getter that loads it. An export that is an object
// (yaml's CST, picomatch's constants) is a stand-in object with such getters, never the object
// itself: nothing may compare it by identity.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormats from "ajv-formats";
import { commonJsText, importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const requireHere = createRequire(import.meta.url);

/** File name → the package specifiers it holds (one file for Ajv's entries: they share its core). */
const GROUPS = {
  "dep-yaml.cjs": ["yaml"],
  "dep-ajv.cjs": ["ajv", "ajv/dist/2019.js", "ajv/dist/2020.js", "ajv-formats"],
  "dep-re2js.cjs": ["re2js"],
  "dep-picomatch.cjs": ["picomatch"],
};
/**
 * Packages the ES module chunks imported as ES modules (re2js's `import` build): their files
 * import them the same way, so their code runs as it did there, at the file's top level.
 */
const AS_MODULE = new Set(["re2js"]);
const FILE_OF = new Map(Object.entries(GROUPS).flatMap(([file, specs]) => specs.map((s) => [s, file])));
const literal = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const FILTER = new RegExp(`^(?:${[...FILE_OF.keys()].map(literal).join("|")})$`);

const META_FILE = "validator-meta.cjs";

/**
 * CommonJS text of `contents` with what it requires bundled in. Strict, as all of it was inside
 * the ES module chunks (re2js is written as an ES module, which esbuild does not mark strict).
 * Without indentation and line breaks (the code is the packages' own, names kept): a command
 * scans ~30 % fewer bytes when it requires the file (Ajv's: ~2.5 ms of CPU), and the package is
 * ~0.3 MB smaller. Fully minified, it loaded slower (V8 compiles more of it eagerly).
 */
function commonJs(contents) {
  return commonJsText(contents, {
    strict: true,
    minifyWhitespace: true,
    plugins: [re2jsFoldOnlyWhenFolding()],
  });
}

// re2js's compiler asks a rune's case fold (UnicodeTables.CASE_ORBIT, a table of ~1,400 orbits
// decoded on first use: ~15 M instructions, 2.5 % of a replayed 5-case `run`) even when the
// pattern does not fold case, and then drops the answer: `flags` is already 0 there. The build
// asks it only when folding; the same instructions result, for every pattern.
const RE2JS_RUNE_FOLD =
  "if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= ~RE2Flags.FOLD_CASE;";
const RE2JS_RUNE_FOLD_LAZY =
  "if (flags !== 0 && (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0])) flags &= ~RE2Flags.FOLD_CASE;";

/** esbuild plugin: re2js's ES module build with {@link RE2JS_RUNE_FOLD} asked only when folding. */
function re2jsFoldOnlyWhenFolding() {
  return {
    name: "modelgate-re2js-fold",
    setup(b) {
      b.onLoad({ filter: /[\\/]re2js[\\/]build[\\/]index\.js$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        const parts = text.split(RE2JS_RUNE_FOLD);
        // A re2js whose code differs fails the build rather than ship unpatched or mispatched.
        if (parts.length !== 2 || !/flags &= RE2Flags\.FOLD_CASE;\s*$/.test(parts[0])) {
          throw new Error(`${args.path}: re2js's rune() is not as scripts/cli-lazy-deps.mjs expects`);
        }
        return { contents: parts.join(RE2JS_RUNE_FOLD_LAZY), loader: "js" };
      });
    },
  };
}

/**
 * The draft 2020-12 meta-schema's validator as scripts/product-validators.mjs compiles it for
 * src/core/schema/precompiled-meta.ts (the same options, ajv-formats), as CommonJS.
 */
async function metaValidatorFile() {
  const { DRAFT_2020_12, USER_SCHEMA_OPTIONS } = await importSource(
    ['export { DRAFT_2020_12, USER_SCHEMA_OPTIONS } from "./src/core/schema/options.ts";'],
    { external: ["ajv"] },
  );
  const ajv = new Ajv2020({ ...USER_SCHEMA_OPTIONS, code: { source: true, esm: false, optimize: true } });
  addFormats(ajv);
  return [META_FILE, await commonJs(standaloneCode(ajv, { META_2020_12: DRAFT_2020_12 }))];
}

/**
 * `[file name, CommonJS text]` of each group, exporting `modules`: `{ [specifier]: module }`,
 * where the module is what `require` returns (or the namespace of one of {@link AS_MODULE}),
 * and of the meta-schema's validator. A required specifier is a getter: only the entries a
 * process uses run their modules' code (a draft 2020-12 schema runs neither draft-07's nor
 * 2019-09's vocabularies and meta-schemas); each runs once (esbuild's CommonJS wrappers cache).
 */
export async function cliLazyDepFiles() {
  const files = [];
  for (const [file, specs] of Object.entries(GROUPS)) {
    const lines = specs.flatMap((spec, i) =>
      AS_MODULE.has(spec) ? [`import * as m${i} from ${JSON.stringify(spec)};`] : [],
    );
    const members = specs.map((spec, i) =>
      AS_MODULE.has(spec)
        ? `${JSON.stringify(spec)}: m${i}`
        : `get ${JSON.stringify(spec)}() { return require(${JSON.stringify(spec)}); }`,
    );
    lines.push(`export const modules = {${members.join(", ")}};`);
    files.push([file, await commonJs(lines.join("\n"))]);
  }
  files.push(await metaValidatorFile());
  return files;
}

// In place of src/core/schema/precompiled-meta.ts: the validator is required on its first call
// (only a suite with a user schema calls it); `errors`, which Ajv sets on the function, is read
// from the real one.
const META_STAND_IN = `import { createRequire } from "node:module";
let real;
const load = () => (real ??= createRequire(import.meta.url)("./${META_FILE}").META_2020_12);
export const META_2020_12 = function (...args) { return Reflect.apply(load(), this, args); };
Object.defineProperty(META_2020_12, "errors", { get: () => load().errors });
`;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const FUNCTION_OWN = new Set(["length", "name", "prototype", "arguments", "caller"]);

// The stand-ins' machinery, at the top of each stand-in module. `standIn` is called once per
// export, marked pure: an export nothing imports is dropped from the bundle with its stand-in.
const RUNTIME = `
const rebind = [];
let loaded = false;
function load() {
  if (loaded) return;
  // Marked loaded only once required: a file that fails to load throws again at the next call
  // (a stand-in left bound to itself would recurse).
  const m = lazyRequire(import.meta.url)(FILE).modules[SPEC];
  loaded = true;
  for (const [name, set] of rebind) set(name === "default" ? m : m[name]);
}
function standIn(name, isFunction, members, get, set) {
  rebind.push([name, set]);
  const stand = isFunction
    ? function (...args) {
        load();
        // A subclass's \`new\` keeps its own prototype.
        return new.target === undefined
          ? Reflect.apply(get(), this, args)
          : Reflect.construct(get(), args, new.target === stand ? get() : new.target);
      }
    : {};
  if (isFunction) Object.defineProperty(stand, Symbol.hasInstance, { value: (x) => { load(); return x instanceof get(); } });
  for (const [key, kind, value, enumerable] of members) {
    if (kind === "self") Object.defineProperty(stand, key, { value: stand, enumerable });
    else if (kind === "plain") Object.defineProperty(stand, key, { value, enumerable });
    else Object.defineProperty(stand, key, { get: () => { load(); return get()[key]; }, enumerable });
  }
  return stand;
}
`;

/** The stand-in module of one specifier, its exports read from the installed package now. */
function standInModule(spec) {
  const real = requireHere(spec);
  // As Node imports CommonJS: the default export is module.exports, named exports its own keys.
  const names = Object.keys(real).filter((n) => IDENTIFIER.test(n) && n !== "default" && n !== "__esModule");
  const lines = [
    'import { createRequire as lazyRequire } from "node:module";',
    `const FILE = ${JSON.stringify(`./${FILE_OF.get(spec)}`)};`,
    `const SPEC = ${JSON.stringify(spec)};`,
    RUNTIME,
  ];
  [["default", real], ...names.map((n) => [n, real[n]])].forEach(([name, value], i) => {
    const v = `e${i}`;
    if (typeof value === "symbol" || typeof value === "bigint") {
      throw new Error(`${spec}: export '${name}' is a ${typeof value}: no stand-in for it`);
    } else if (typeof value !== "function" && (typeof value !== "object" || value === null)) {
      lines.push(`const ${v} = ${literalOf(value)};`);
    } else {
      const members = Object.getOwnPropertyNames(value)
        .filter((k) => !(typeof value === "function" && FUNCTION_OWN.has(k)))
        .map((k) => {
          const d = Object.getOwnPropertyDescriptor(value, k);
          const data = d !== undefined && "value" in d;
          const kind = data && d.value === value ? "self" : data && isPlain(d.value) ? "plain" : "lazy";
          return [k, kind, kind === "plain" ? d.value : null, d?.enumerable ?? true];
        });
      lines.push(
        `let ${v} = /* @__PURE__ */ standIn(${JSON.stringify(name)}, ${typeof value === "function"}, ${JSON.stringify(members)}, () => ${v}, (x) => { ${v} = x; });`,
      );
    }
    lines.push(`export { ${v} as ${name} };`);
  });
  return lines.join("\n");
}

/** Whether JSON text writes the value exactly (so it can be copied into the stand-in's members). */
function isPlain(value) {
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  return value === null || typeof value === "string" || typeof value === "boolean";
}

function literalOf(value) {
  if (value === undefined) return "undefined";
  return typeof value === "number" && !isPlain(value)
    ? Object.is(value, -0)
      ? "-0"
      : String(value)
    : JSON.stringify(value);
}

/** esbuild plugin: an import of one of those packages from src/ becomes its stand-in module. */
export function cliLazyDepsPlugin() {
  return {
    name: "modelgate-cli-lazy-deps",
    setup(b) {
      b.onResolve({ filter: FILTER }, (args) =>
        /[\\/]node_modules[\\/]/.test(args.importer) ? undefined : { path: args.path, namespace: "lazy-dep" },
      );
      b.onLoad({ filter: /[\\/]src[\\/]core[\\/]schema[\\/]precompiled-meta\.ts$/ }, () => ({
        contents: META_STAND_IN,
        loader: "js",
        resolveDir: root,
      }));
      b.onLoad({ filter: /.*/, namespace: "lazy-dep" }, (args) => ({
        contents: standInModule(args.path),
        loader: "js",
        resolveDir: root,
      }));
    },
  };
}
