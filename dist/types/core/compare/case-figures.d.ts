import type { RepetitionResult } from "../result/run-result.js";
import type { CompareOptions } from "./compare-options.js";
import type { CaseLatency, CaseTokens } from "./comparison.js";
/** A compared case's latency and token figures, and whether they count as slower or longer. */
export declare function caseLatency(bJudged: readonly RepetitionResult[], cJudged: readonly RepetitionResult[], opts: CompareOptions): CaseLatency;
/** Below this many output tokens a side's tokens per second is mostly overhead: never flagged. */
export declare const MIN_TPS_TOKENS = 16;
export declare function caseTokens(bJudged: readonly RepetitionResult[], cJudged: readonly RepetitionResult[], opts: CompareOptions): CaseTokens;
