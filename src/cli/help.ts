// Every help screen as text, apart from the commands' code: `modelgate --help` and
// `modelgate <command> --help` print from here without loading the command (start-up time).

export const USAGE = `Usage: modelgate <command> [options]

Commands:
  init [DIR]                                     write a starter suite, configs and workflow
  validate FILE... [--plugin P]...               check suites (and configs, recorded outputs,
                                                 results, comparisons), report every problem
  run SUITE... --config CFG... (--output F | --output-dir D) [options]
                                                 run suites, write modelgate.run/v2 results
  compare BASELINE CANDIDATE [options]           compare two runs and gate on regressions
  report RESULT [--format text|markdown|json]    render one run
  merge PART... --output F                       merge shard results of one run
  schema suite|config|recorded|result|comparison print a JSON Schema
  help [COMMAND]                                 this help, or a command's

Run 'modelgate help <command>' or 'modelgate <command> --help' for a command's options.

Exit codes:
  0    success: files valid, run written, comparison compatible
  1    the gate failed on behaviour: a regression, mismatch or invalid evidence
  2    invalid input or usage: every problem is reported, nothing is written
  3    the gate failed only because cases could not run (on either side) or
       shards are missing from a merged result (run: no case of a suite and
       config could execute, e.g. the server is unavailable)
  4    an internal error in ModelGate (MODELGATE_DEBUG=1 shows a stack trace)
  130  interrupted (SIGINT); 143 terminated (SIGTERM): run writes the completed cases
`;

export const COMMAND_USAGE = {
  validate: `Usage: modelgate validate FILE... [--plugin P]...

Checks ModelGate files and reports every problem of every file
(file:line:column: case 'id': field 'x': message). Each file is recognised by its shape:
a suite (suite, cases), a run configuration (id, provider), recorded outputs (outputs), a
modelgate.run result file or a modelgate.compare comparison (format), and checked as such; a replay configuration's recorded
outputs are checked too. Prints "OK: FILE (...)" for each valid file.
FILE '-' reads a suite from standard input (JSON when it opens with '{' or '[', else YAML),
named <stdin> in messages; the files it names resolve against the working folder.
Exit codes: 0 all valid, 2 a file is invalid or the usage is wrong.

Options:
  -p, --plugin P      custom checks module (path or package): unknown 'check:' names in
                      suites are then reported; without it they are not checked, and the
                      OK line says so ("custom check 'x' not checked: no --plugin given")
`,
  run: `Usage: modelgate run SUITE... --config CFG [--config CFG2]... (--output FILE | --output-dir DIR)
              [--tag T]... [--repeat N] [--concurrency N|auto] [--capture full|hash|none]
              [--plugin P]... [--shard I/N] [--fail-on-failure] [--enforce-performance]
              [--case GLOB]... [--cache DIR | --no-cache] [--check-timeout S] [--pretty]

Runs every suite against every config and writes one modelgate.run/v2 result per pair.
SUITE '-' reads one suite from standard input (see 'modelgate validate --help').
  -c, --config CFG        run configuration (repeat for a matrix; the runs share one
                          concurrency budget)
  -o, --output FILE       result file (one suite and one config only)
  --output-dir DIR        one file per pair: DIR/<suite>--<config-id>.json
  -t, --tag T             run only cases with ANY of the given tags
  --case GLOB             run only cases whose id matches (e.g. 'refund-*'; repeatable)
  --cache DIR             response cache: an identical request is answered from DIR
                          without a model call (wins over the config's cache:)
  --no-cache              call the model for every request and embed every text,
                          ignoring any response or embedding cache
  --pretty                indent the result file (default: compact JSON)
  --repeat N              repetitions per case (min_pass keeps its ratio)
  --concurrency N|auto    calls in flight at once; auto: each server's slots + 1
                          (default: the config's concurrency)
  --capture MODE          full | hash | none: what of the model output is written
  -p, --plugin P          custom checks module (path or package)
  --check-timeout S       seconds a custom check may take before its case is 'error'
                          (default 30)
  --shard I/N             run part I of N (a stable partition by case id)
  --fail-on-failure       exit 1 when a case fails or is invalid, 3 when cases only could
                          not execute
  --enforce-performance   a latency over max_latency_ms fails the case (else a warning)
Exit codes: 0 done; 1/3 with --fail-on-failure; 2 invalid input (nothing written);
3 no case of a suite and config could execute (e.g. the server is unavailable);
130 (SIGINT) / 143 (SIGTERM) interrupted: completed cases written, the rest 'cancelled'.
`,
  compare: `Usage: modelgate compare BASELINE CANDIDATE [options]

Compares two modelgate.run result files of one suite and gates on the differences.
  -f, --format F           text (default) | markdown | json | junit
  -o, --output FILE        write the report to FILE instead of stdout (-: stdout)
  --fail-on CATEGORIES     also fail on these categories (comma-separated), e.g.
                           still_failing,changed; regression, mismatch and invalid
                           always fail, errors exit 3
  --alpha A                significance level for pass-rate and contract-rate drops with
                           repetitions, shared over the comparison (0.05)
  --correction C           holm (default): Holm-correct alpha over every repeated case;
                           none: test each case at alpha
  --latency-threshold PCT  a case is slower past this percentage (25)...
  --min-latency-delta MS   ...and this many milliseconds (100)
  --fail-on-latency        slower cases fail the gate too
  --allow-suite-mismatch   compare cases whose definitions changed instead of refusing
  --exit-zero              always exit 0 once the report is written
Exit codes: 0 compatible; 1 behaviour regressed (even when other cases could not run);
2 invalid input or usage; 3 only because some cases could not run on either side, or
shards are missing from a merged result.
`,
  report: `Usage: modelgate report RESULT [--format text|markdown|json] [--output FILE]

Renders one modelgate.run result file (v1 or v2).
  -f, --format F      text (default) | markdown | json
  -o, --output FILE   write to FILE instead of stdout (-: stdout)
`,
  merge: `Usage: modelgate merge PART... --output FILE [--pretty]

Merges the shard results (modelgate run --shard I/N) of one suite and configuration into one
result file: cases in suite order, summary recomputed, the shard plan recorded (shard_plan).
Refuses parts of different suites, configurations or capture modes, and parts that share a
case id. Parts may be missing (a leg failed): the merged file says which, and comparing it is
an execution failure (exit 3) naming them.
  -o, --output FILE   the merged result file (required; -: stdout)
  --pretty            indent the merged file (default: compact JSON)
`,
  schema: `Usage: modelgate schema suite|config|recorded|result|comparison [--output FILE]

Prints a JSON Schema (draft 2020-12) of ModelGate's files, or writes it to FILE.
For editors: # yaml-language-server: $schema=./suite.schema.json

Options:
  -o, --output FILE   write the schema to FILE instead of stdout
`,
  init: `Usage: modelgate init [DIR]

Writes a starting point into DIR (default: the current folder), never overwriting a file:
  suites/starter/suite.yaml        one case of each common check type
  suites/starter/recorded.json     recorded outputs for it
  configs/replay.yaml              replays them: 'modelgate run' works at once, without a model
  configs/ollama.yaml              the same suite against a local Ollama model
  .github/workflows/modelgate.yml  the basic pull-request gate (docs/workflows.md)
A file that exists already is skipped and said so.
Exit codes: 0 written (or everything existed already); 2 DIR is not a folder, or a file
could not be written.
`,
} as const;

export type CommandName = keyof typeof COMMAND_USAGE;
