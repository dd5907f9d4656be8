//# modelgate-chunk 2d6461fc50c56e9b207a95e2c4c40a36
"use strict";var __chunk_url=require("node:url").pathToFileURL(__filename).href;
var __defProp=Object.defineProperty;var __getOwnPropDesc=Object.getOwnPropertyDescriptor;var __getOwnPropNames=Object.getOwnPropertyNames;var __hasOwnProp=Object.prototype.hasOwnProperty;var __export=(target,all)=>{for(var name in all)__defProp(target,name,{get:all[name],enumerable:true})};var __copyProps=(to,from,except,desc)=>{if(from&&typeof from==="object"||typeof from==="function"){for(let key of __getOwnPropNames(from))if(!__hasOwnProp.call(to,key)&&key!==except)__defProp(to,key,{get:()=>from[key],enumerable:!(desc=__getOwnPropDesc(from,key))||desc.enumerable})}return to};var __toCommonJS=mod=>__copyProps(__defProp({},"__esModule",{value:true}),mod);var stdin_exports={};__export(stdin_exports,{INIT_FILES:()=>INIT_FILES,initCommand:()=>initCommand});module.exports=__toCommonJS(stdin_exports);var import_cli=require("../cli.js");var import_cli2=require("../cli.js");var import_cli3=require("../cli.js");var import_cli4=require("../cli.js");var import_cli5=require("../cli.js");var import_promises=require("node:fs/promises");var import_node_path=require("node:path");function parseFlagArgs(args,options,conflicts){const values=Object.create(null);const positionals=[];const remaining=args.slice();while(remaining.length>0){const arg=remaining.shift();if(arg==="--"){positionals.push(...remaining);break}if(arg.length===2&&arg[0]==="-"&&arg[1]!=="-"){const name=longFor(arg[1],options);const value=typeOf(options,name)==="string"&&remaining.length>0?remaining.shift():void 0;take(options,values,conflicts,{name,rawName:arg,value,inline:false});continue}if(arg.length>2&&arg[0]==="-"&&arg[1]!=="-"){const name=longFor(arg[1],options);if(typeOf(options,name)==="string"){take(options,values,conflicts,{name,rawName:`-${arg[1]}`,value:arg.slice(2),inline:true})}else{const expanded=[];for(let i=1;i<arg.length;i++){const letter=arg[i];if(typeOf(options,longFor(letter,options))!=="string"){expanded.push(`-${letter}`)}else{expanded.push(`-${arg.slice(i)}`);break}}remaining.unshift(...expanded)}continue}if(arg.length>2&&arg.startsWith("--")){const equals=arg.indexOf("=",3);if(equals<0){const name=arg.slice(2);const value=typeOf(options,name)==="string"&&remaining.length>0?remaining.shift():void 0;take(options,values,conflicts,{name,rawName:arg,value,inline:false})}else{const name=arg.slice(2,equals);take(options,values,conflicts,{name,rawName:`--${name}`,value:arg.slice(equals+1),inline:true})}continue}positionals.push(arg)}return{values,positionals}}var NEGATIVE_NUMBER=/^-(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;function take(options,values,conflicts,token){const{name,rawName,value}=token;if(!Object.hasOwn(options,name)){throw parseError("ERR_PARSE_ARGS_UNKNOWN_OPTION",`Unknown option '${rawName}'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(rawName)}`)}const option=options[name];const shortAndLong=`${option.short?`-${option.short}, `:""}--${name}`;if(option.type==="string"&&value===void 0){throw parseError("ERR_PARSE_ARGS_INVALID_OPTION_VALUE",`Option '${shortAndLong} <value>' argument missing`)}if(option.type==="boolean"&&value!==void 0){throw parseError("ERR_PARSE_ARGS_INVALID_OPTION_VALUE",`Option '${shortAndLong}' does not take an argument`)}if(!token.inline&&value!==void 0&&value.length>1&&value[0]==="-"&&!NEGATIVE_NUMBER.test(value)){const example=rawName.startsWith("--")?`'${rawName}=-XYZ'`:`'--${name}=-XYZ' or '${rawName}-XYZ'`;throw parseError("ERR_PARSE_ARGS_INVALID_OPTION_VALUE",`Option '${rawName}' argument is ambiguous.
Did you forget to specify the option argument for '${rawName}'?
To specify an option argument starting with a dash use ${example}.`)}if(name==="__proto__")return;const stored=value??true;if(option.multiple){const list=values[name];if(list===void 0)values[name]=[stored];else list.push(stored)}else{const before=values[name];if(conflicts!==void 0&&typeof before==="string"&&before!==stored){const seen=conflicts.get(name)??[before];seen.push(String(stored));conflicts.set(name,seen)}values[name]=stored}}function longFor(letter,options){for(const name of Object.keys(options))if(options[name].short===letter)return name;return letter}function typeOf(options,name){return Object.hasOwn(options,name)?options[name].type:void 0}function parseError(code,message){return Object.assign(new TypeError(message),{code})}var HELP={help:{type:"boolean",short:"h"}};function parseFlags(argv,options){const all={...options,...HELP};const conflicts=new Map;let parsed;try{parsed=parseFlagArgs(argv,all,conflicts)}catch(error){throw new Error(flagProblem(error,Object.keys(all)))}const[name,given]=[...conflicts][0]??[];if(name!==void 0&&given!==void 0){throw new Error(`flag '--${name}' given ${given.length} times (${given.map(v=>`'${v}'`).join(", ")}); give it once`)}return parsed}function flagProblem(error,known){const message=error instanceof Error?error.message:String(error);const code=error.code;if(code==="ERR_PARSE_ARGS_UNKNOWN_OPTION"){const flag=/'([^']+)'/.exec(message)?.[1]??message;const bare=flag.replace(/^-+/,"").split("=")[0];const match=bare.length>1?(0,import_cli.closestName)(bare,known):void 0;const hint=match===void 0?"":`; did you mean '--${match}'?`;return`unknown flag '${flag}'${hint}`}if(code==="ERR_PARSE_ARGS_INVALID_OPTION_VALUE"){const flag=/--[A-Za-z0-9-]+/.exec(message)?.[0]??"the flag";if(/argument missing/.test(message))return`flag '${flag}' needs a value`;if(/does not take an argument/.test(message))return`flag '${flag}' takes no value`}return message}function commandFlags(command,usage,io,parse){let parsed;try{parsed=parse()}catch(error){const red=(0,import_cli.paintFor)(io,"stderr").red;io.stderr(`${red(`modelgate ${command}:`)} ${error.message}

${usage}`);return{exit:import_cli.EXIT.usage}}if(parsed==="help"){io.stdout(usage);return{exit:import_cli.EXIT.ok}}return{flags:parsed}}var REPLAY_CONFIG=`# Replays recorded outputs: no model needed, so \`modelgate run\` works at once.
# Record real outputs later by running the Ollama config and pointing \`outputs\` at the result.
id: starter-replay
provider: replay
outputs: ../suites/starter/recorded.json   # relative to this file
capture_output: full
`;var OLLAMA_CONFIG=`# The model your application uses, served by Ollama: locally \`ollama serve\`, in CI the
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
`;var STARTER_SUITE=`# A starter suite written by \`modelgate init\`: one case of each common check type.
# Replace the inputs and expectations with your application's; docs/suite-format.md lists
# every field, and \`npx modelgate schema suite\` prints the JSON Schema for editors.
suite: starter
description: Starter cases for a support assistant.
defaults:
  generation: {temperature: 0, seed: 42}   # repeatable outputs on the same server

cases:
  - id: greeting-exact
    type: exact
    input: "Reply with exactly: Hello! How can I help you today?"
    expected: "Hello! How can I help you today?"
    tags: [smoke]

  - id: refund-contains
    type: contains
    input: "A customer asks how to get a refund for order 7730. Answer in two sentences."
    expected: [refund, "7730"]
    case_insensitive: true

  - id: order-number-regex
    type: regex
    input: "Invent an order number of the form ORD-12345. Reply with the number only."
    pattern: '^ORD-\\d{5}$'

  - id: ticket-json
    type: json
    input: "Extract the ticket as JSON with customer and priority: Priya reports a broken charger, high priority."
    format: json
    schema:
      type: object
      required: [customer, priority]
      properties:
        customer: {type: string}
        priority: {enum: [low, medium, high]}

  - id: ticket-fields
    type: required_fields
    input: "Extract as JSON the customer and the shipping city: Priya, 10 Main St, Berlin."
    format: json
    required: [customer, shipping.city]
    values: {shipping.city: Berlin}

  - id: intent-billing
    type: classification
    input: "Classify the intent as billing, technical, account or other; reply with the label only: 'I was charged twice this month.'"
    expected: billing
    labels: [billing, technical, account, other]
    case_insensitive: true

  - id: lookup-order-tool
    type: tool_call
    input: "Look up order 7730."
    tools:
      - name: lookup_order
        description: Find an order by its id.
        parameters:
          type: object
          required: [order_id]
          properties: {order_id: {type: string}}
    expected: {name: lookup_order, arguments: {order_id: "7730"}}

  - id: short-polite-answer          # several checks: all must pass
    input: "In one sentence: when will my parcel arrive?"
    checks:
      - {type: max_words, limit: 40}
      - {type: not_contains, expected: ["as an AI", "I cannot"], case_insensitive: true}
`;var STARTER_RECORDED=`${JSON.stringify({outputs:{"greeting-exact":"Hello! How can I help you today?","refund-contains":"You can request a refund for order 7730 from your account page. It arrives within five days.","order-number-regex":"ORD-48213","ticket-json":{output:'{"customer": "Priya", "priority": "high"}',latency_ms:820},"ticket-fields":'{"customer": "Priya", "shipping": {"street": "10 Main St", "city": "Berlin"}}',"intent-billing":"Billing","lookup-order-tool":{output:"",tool_calls:[{name:"lookup_order",arguments:{order_id:"7730"}}]},"short-polite-answer":"Your parcel should arrive within two working days."}},null,2)}
`;var WORKFLOW=`# Written by \`modelgate init\`: the basic pull-request gate (docs/workflows.md, recipe 1).
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
`;var USAGE=import_cli3.COMMAND_USAGE.init;var INIT_FILES=[{path:"suites/starter/suite.yaml",text:STARTER_SUITE},{path:"suites/starter/recorded.json",text:STARTER_RECORDED},{path:"configs/replay.yaml",text:REPLAY_CONFIG},{path:"configs/ollama.yaml",text:OLLAMA_CONFIG},{path:".github/workflows/modelgate.yml",text:WORKFLOW}];async function initCommand(argv,io){const parsed=commandFlags("init",USAGE,io,()=>initFlags(argv));if("exit"in parsed)return parsed.exit;const dir=parsed.flags.dir;const root=(0,import_node_path.resolve)(io.cwd,dir);const kind=await(0,import_promises.stat)(root).then(s=>s.isDirectory()?"folder":"other",()=>"missing");if(kind==="other")throw new import_cli3.InputError(`modelgate init: ${(0,import_cli3.quoted)(dir)} exists and is not a folder`);const plan=await Promise.all(INIT_FILES.map(async file=>{const shown=dir==="."?file.path:(0,import_node_path.join)(dir,file.path);return{...file,shown,target:(0,import_node_path.join)(root,file.path),state:await targetState(root,file.path)}}));const blocked=plan.flatMap(f=>f.state.kind==="blocked"?[`  ${(0,import_cli3.oneLine)(f.shown)}: ${f.state.why}`]:[]);if(blocked.length>0)throw new import_cli3.InputError(`modelgate init: nothing written; cannot write
${blocked.join("\n")}`);const p=(0,import_cli3.paintFor)(io,"stdout");const created=[];const madeFolders=[];let report="";let current="";try{for(const file of plan){current=file.shown;if(file.state.kind==="exists"){report+=`${p.yellow("skipped")} ${(0,import_cli3.oneLine)(file.shown)} (exists; left as it is)
`;continue}for(const folder of await missingFolders((0,import_node_path.dirname)(file.target))){await(0,import_cli2.makeDirectory)(folder);madeFolders.push(folder)}if(await createExclusive(file.target,file.text)){created.push(file.target);report+=`${p.green("created")} ${(0,import_cli3.oneLine)(file.shown)}
`}else{report+=`${p.yellow("skipped")} ${(0,import_cli3.oneLine)(file.shown)} (exists; left as it is)
`}}}catch(error){await Promise.all(created.map(f=>(0,import_promises.rm)(f,{force:true})));for(const folder of madeFolders.reverse())await(0,import_promises.rmdir)(folder).catch(()=>void 0);throw new import_cli3.InputError(`modelgate init: nothing written; cannot write ${(0,import_cli3.oneLine)(current)}: ${error.message}`)}io.stdout(report);const at=dir==="."?"":`cd ${dir} && `;io.stdout(created.length===0?"Nothing written: every file exists already.\n":`
Next:
  ${at}npx modelgate validate suites/starter/suite.yaml configs/replay.yaml configs/ollama.yaml
  ${at}npx modelgate run suites/starter/suite.yaml --config configs/replay.yaml --output results/replay.json
  with Ollama: ollama pull llama3.2:3b, then --config configs/ollama.yaml
`);return import_cli3.EXIT.ok}async function targetState(root,relative){const parts=relative.split("/");for(let i=1;i<=parts.length;i++){const at=(0,import_node_path.join)(root,...parts.slice(0,i));const info=await(0,import_promises.lstat)(at).catch(()=>null);if(info===null)return{kind:"new"};const last=i===parts.length;const shown=parts.slice(0,i).join("/");if(last){if(info.isDirectory())return{kind:"blocked",why:"it is a folder, not a file"};return{kind:"exists"}}const folder=info.isSymbolicLink()?await(0,import_promises.stat)(at).then(s=>s.isDirectory(),()=>false):info.isDirectory();if(!folder)return{kind:"blocked",why:`'${shown}' is a file, not a folder`}}return{kind:"new"}}async function missingFolders(dir){const missing=[];for(let at=dir;!await exists(at);at=(0,import_node_path.dirname)(at)){missing.unshift(at);if((0,import_node_path.dirname)(at)===at)break}return missing}var exists=path=>(0,import_promises.stat)(path).then(()=>true,()=>false);async function createExclusive(path,text){let handle;try{handle=await(0,import_promises.open)(path,"wx")}catch(error){if(error.code==="EEXIST")return false;throw error}try{await handle.writeFile(text)}catch(error){await handle.close().catch(()=>void 0);await(0,import_promises.rm)(path,{force:true});throw error}await handle.close();return true}function initFlags(argv){const{values,positionals}=parseFlags(argv,{});if(values.help===true)return"help";if(positionals.length>1)throw new Error(`expected at most one DIR, got ${positionals.length}`);return{dir:positionals[0]??"."}}0&&(module.exports={INIT_FILES,initCommand});
