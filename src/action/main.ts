// Placeholder until the Action lands.
process.stderr.write("ModelGate action: not available yet\n");
process.exitCode = 1;
