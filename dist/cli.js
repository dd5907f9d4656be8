#!/usr/bin/env node
// The CLI is ./cli.cjs (the package's bin); this ES module only starts it.
import cli from "./cli.cjs";

cli.startCli();
