#!/usr/bin/env node
var CAPTURE_MODES=["full","hash","none"];var OPENAI_RESERVED_FIELDS=new Set(["model","messages","stream","stream_options","tools","tool_choice","response_format","n"]);export{CAPTURE_MODES,OPENAI_RESERVED_FIELDS};
