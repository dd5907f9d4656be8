#!/usr/bin/env node
// The CLI is ./cli.cjs (the package's bin); this ES module only loads it.
import "./cli.cjs";
