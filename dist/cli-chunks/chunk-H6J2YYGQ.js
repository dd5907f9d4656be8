#!/usr/bin/env node
var VERSION=true?"0.1.0":"0.0.0-dev";export{VERSION};
