// Custom checks for the support-assistant suite: load with --plugin suites/support-assistant/checks.mjs.
// The default export maps check names to functions of ctx = {case: {params, ...}, output, evidence}.

export default {
  /** The reply fits in `params.limit` words. */
  max_words(ctx) {
    const limit = ctx.case.params.limit;
    const words = ctx.output.trim().split(/\s+/).filter(Boolean).length;
    if (words > limit)
      return { pass: false, reason: `${words} words, limit is ${limit}`, details: { words } };
    return { pass: true, details: { words } };
  },
};
