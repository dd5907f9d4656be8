/**
 * The basic pull-request gate of docs/workflows.md (recipe 1), as written there (a test holds
 * the two equal): pushes to the default branch save the baseline, pull requests compare with it,
 * comment and gate. Only the config path differs: the one `init` writes.
 */
export const WORKFLOW = `# Written by \`modelgate init\`: the basic pull-request gate (docs/workflows.md, recipe 1).
# Replace your-org/modelgate@v1 with the release you use.
name: Model regression tests
on:
  push:
    branches: [main]
  pull_request:

# A newer push to the pull request cancels the run it supersedes (baseline runs on main finish).
concurrency:
  group: modelgate-\${{ github.workflow }}-\${{ github.event.pull_request.number || github.ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}

permissions:
  contents: read
  pull-requests: write
  checks: write
  actions: read

jobs:
  modelgate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: models                          # models are large: cache them by name
        uses: actions/cache/restore@v4
        with:
          path: ~/ollama-models
          key: ollama-models-llama3.2-3b
      # The server runs as the runner's user, its models in a folder of their own: the cache can
      # save them, and the server's private key (made in its HOME) never enters the cache.
      - name: Start Ollama
        run: |
          mkdir -p ~/ollama-models
          docker run -d --name ollama -p 11434:11434 \\
            --user "$(id -u):$(id -g)" -e HOME=/tmp -e OLLAMA_MODELS=/models \\
            -v "$HOME/ollama-models:/models" \\
            ollama/ollama:0.21.2            # pin the server version: it changes outputs
      - uses: your-org/modelgate@v1
        with:
          suites: suites/**/suite.yaml
          config: configs/ollama.yaml
          ollama-url: http://localhost:11434
      - if: \${{ !cancelled() && steps.models.outputs.cache-hit != 'true' }}
        uses: actions/cache/save@v4
        with:
          path: ~/ollama-models
          key: ollama-models-llama3.2-3b
`;
