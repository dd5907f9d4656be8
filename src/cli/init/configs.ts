/** The run configurations `modelgate init` writes: a replay of recorded outputs, and Ollama. */
export const REPLAY_CONFIG = `# Replays recorded outputs: no model needed, so \`modelgate run\` works at once.
# Record real outputs later by running the Ollama config and pointing \`outputs\` at the result.
id: starter-replay
provider: replay
outputs: ../suites/starter/recorded.json   # relative to this file
capture_output: full
`;

export const OLLAMA_CONFIG = `# The model your application uses, served by Ollama: locally \`ollama serve\`, in CI the
# container .github/workflows/modelgate.yml starts.
#   npx modelgate run suites/starter/suite.yaml --config configs/ollama.yaml --output results/ollama.json
id: ollama-llama3.2-3b           # stable identity: results and comparisons name it
provider: ollama
model: llama3.2:3b               # small and tools-capable
# base_url: http://localhost:11434   # default: $OLLAMA_HOST, else http://localhost:11434
options:                         # Ollama's options; a case's \`generation\` overrides them
  temperature: 0
  seed: 42
timeout_s: 120                   # per call
retries: 2                       # transient failures only
pull: true                       # pull a missing model before the run
capture_output: full             # full | hash | none
`;
