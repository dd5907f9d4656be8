declare const __MODELGATE_VERSION__: string;

/** Injected by the bundler (scripts/build.mjs) and by vitest's `define`. */
export const VERSION: string =
  typeof __MODELGATE_VERSION__ === "string" ? __MODELGATE_VERSION__ : "0.0.0-dev";
