/**
 * The basic pull-request gate of docs/workflows.md (recipe 1): pushes to the default branch save
 * the baseline, pull requests compare with it, comment and gate.
 */
export const WORKFLOW = `# Written by \`modelgate init\`: the basic pull-request gate (docs/workflows.md, recipe 1).
# Replace your-org/modelgate@v1 with the release you use.
name: Model regression tests
on:
  push:
    branches: [main]
  pull_request:

permissions:
  contents: read
  pull-requests: write
  checks: write
  actions: read

concurrency:
  group: modelgate-\${{ github.ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}   # keep every baseline save

jobs:
  modelgate:
    runs-on: ubuntu-latest
    services:
      ollama:
        image: ollama/ollama:0.6.8          # pin the server version: it changes outputs
        ports: ["11434:11434"]
        volumes: ["/home/runner/ollama-models:/root/.ollama"]
        options: >-                         # the image has no curl
          --health-cmd "ollama list" --health-interval 5s --health-retries 30
    steps:
      - uses: actions/checkout@v4
      - uses: actions/cache@v4              # models are large: cache them by name
        with:
          path: /home/runner/ollama-models
          key: ollama-llama3.2-3b
      - uses: your-org/modelgate@v1
        with:
          suites: suites/**/suite.yaml
          config: configs/ollama.yaml
          ollama-url: http://localhost:11434
`;
