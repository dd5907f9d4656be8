"use strict";
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// <stdin>
exports.validate = validate17;
var schema30 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://modelgate.dev/schemas/config.json", "title": "ModelGate run configuration", "description": "One side of a comparison: a model served by Ollama or by an OpenAI-compatible server (llama.cpp, vLLM, LM Studio, LocalAI), or recorded outputs replayed. String values may use environment variables as ${NAME} ($${NAME} is a literal).", "type": "object", "properties": { "$schema": { "type": "string", "description": "Where editors find this schema; ModelGate ignores it." }, "id": { "type": "string", "minLength": 1, "description": "Stable identity of this configuration in results and reports." }, "description": { "type": "string", "description": "Free text." }, "provider": { "enum": ["ollama", "openai", "replay"], "description": "`ollama` calls an Ollama server; `openai` an OpenAI-compatible server (chat completions); `replay` serves recorded outputs." }, "model": { "type": "string", "minLength": 1, "description": "Ollama model tag, e.g. `llama3.1:8b`, or the model id an OpenAI-compatible server lists at `/v1/models`. Required for `ollama` and `openai`; a `replay` configuration may name the model its outputs came from." }, "base_url": { "type": "string", "minLength": 1, "description": "Ollama: the server address; when absent, `$OLLAMA_HOST`, else `http://localhost:11434`. Without a scheme `http://` is added and without a port `:11434` (`gpu-box` → `http://gpu-box:11434`), as Ollama reads `OLLAMA_HOST`. `openai` (required): the API root, e.g. `http://localhost:8080/v1`." }, "api_key": { "type": "string", "description": "`openai` only: sent as `Authorization: Bearer ...`; write it as `${VAR}`. Redacted in everything written and never printed." }, "endpoint": { "enum": ["chat", "generate"], "default": "chat", "description": "Ollama API: `chat` (`/api/chat`) or `generate` (`/api/generate`)." }, "options": { "type": "object", "default": {}, "description": "Generation options (Ollama `options`; for openai request fields such as temperature, seed, top_p, max_tokens, stop, frequency_penalty, presence_penalty, and server extras such as top_k or min_p); a case's `generation` overrides them." }, "system": { "type": "string", "description": "Default system prompt of the cases that give none." }, "format": { "anyOf": [{ "const": "json" }, { "type": "object" }], "errorMessage": 'must be "json" or a JSON Schema (a mapping)', "description": "Default structured output of the cases that request none: `json` or a JSON Schema." }, "embedding_model": { "type": "string", "minLength": 1, "description": "Model that embeds the corpus for retrieval cases and `rag` (Ollama `/api/embed`, or `/v1/embeddings` for `openai`)." }, "timeout_s": { "type": "number", "exclusiveMinimum": 0, "default": 120, "description": "Timeout of each model call, in seconds." }, "ready_timeout_s": { "type": "number", "minimum": 0, "description": "How long to wait, before the first call, for a server that does not answer yet, in seconds (0: ask once). When absent: 10 for the CLI, where a refused connection usually means Ollama is not started, 60 for the Action, which may start it in a service container." }, "retries": { "type": "integer", "minimum": 0, "maximum": 10, "default": 2, "description": "Retries of transient failures (connection reset, 429, 5xx, a timeout status), 0–10." }, "concurrency": { "anyOf": [{ "type": "integer", "minimum": 1, "maximum": 64 }, { "const": "auto" }], "errorMessage": "must be an integer from 1 to 64, or auto", "description": "Calls in flight at once (1–64), or `auto`: the server's parallel slots + 1 (llama-server's `/props`, `OLLAMA_NUM_PARALLEL`), 1 with a note when the server does not report them. When absent: slots + 1 with `OLLAMA_NUM_PARALLEL` set, else 1." }, "pull": { "type": "boolean", "default": true, "description": "Ollama: pull a missing model before the run." }, "capture_output": { "enum": ["full", "hash", "none"], "default": "full", "description": "What result files keep of each output: the text (`full`), its SHA-256 (`hash`), or nothing (`none`)." }, "headers": { "type": "object", "additionalProperties": { "type": "string" }, "default": {}, "description": "HTTP headers for every request (string values), e.g. for an auth proxy. Written to results redacted: secret-named headers entirely, `Bearer`/`Basic`/`Token` credentials, and every value taken from the environment." }, "keep_alive": { "type": ["string", "number"], "description": "How long Ollama keeps the model loaded after a call: a duration such as `5m`, or seconds." }, "think": { "anyOf": [{ "type": "boolean" }, { "enum": ["low", "medium", "high"] }], "errorMessage": "must be true, false, low, medium or high", "description": "Ollama: ask a thinking model to think (`true`), not to (`false`), or how hard (`low`, `medium`, `high`)." }, "outputs": { "type": "string", "minLength": 1, "description": "`replay` (required): a recorded-outputs file, a ModelGate result file (`modelgate.run/v2`, or v1), or a folder of result files (each serves the suite it names), relative to this configuration file. Not allowed with `ollama` or `openai`." }, "cache": { "type": "string", "minLength": 1, "description": "Response cache folder, relative to this configuration file: an identical request (same model digest, body and repetition) is served from it without a model call. `--no-cache` bypasses it." }, "cache_max_mb": { "type": "number", "exclusiveMinimum": 0, "default": 256, "description": "Size cap of the response cache folder, in MiB; least recently used entries are pruned after a run." } }, "required": ["id", "provider"], "additionalProperties": false, "allOf": [{ "if": { "properties": { "provider": { "const": "replay" } }, "required": ["provider"] }, "then": { "required": ["outputs"] } }, { "if": { "properties": { "provider": { "const": "ollama" } }, "required": ["provider"] }, "then": { "required": ["model"], "properties": { "outputs": { "not": {}, "errorMessage": "is only used by provider 'replay'" } } } }, { "if": { "properties": { "provider": { "enum": ["ollama", "replay"] } }, "required": ["provider"] }, "then": { "properties": { "api_key": { "not": {}, "errorMessage": "is only used by provider 'openai'" } } } }, { "if": { "properties": { "provider": { "const": "openai" } }, "required": ["provider"] }, "then": { "required": ["model", "base_url"], "properties": { "outputs": { "not": {}, "errorMessage": "is only used by provider 'replay'" }, "endpoint": { "not": {}, "errorMessage": "is only used by provider 'ollama'" }, "pull": { "not": {}, "errorMessage": "is only used by provider 'ollama'" }, "keep_alive": { "not": {}, "errorMessage": "is only used by provider 'ollama'" }, "think": { "not": {}, "errorMessage": "is only used by provider 'ollama'" } } } }] };
var func1 = Object.prototype.hasOwnProperty;
var func0 = require_ucs2length().default;
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate17.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.provider === void 0 && (missing0 = "provider")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.provider !== void 0) {
        if ("replay" !== data.provider) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.outputs === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "outputs" }, message: "must have required property 'outputs'", schema: schema30.allOf[0].then.required, parentSchema: schema30.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema30.allOf[0].if, parentSchema: schema30.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.provider === void 0 && (missing1 = "provider")) {
      const err4 = {};
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      if (data.provider !== void 0) {
        if ("ollama" !== data.provider) {
          const err5 = {};
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.model === void 0) {
        const err6 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema30.allOf[1].then.required, parentSchema: schema30.allOf[1].then, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.outputs !== void 0) {
        const err7 = { instancePath: instancePath + "/outputs", schemaPath: "#/allOf/1/then/properties/outputs/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[1].then.properties.outputs.not, parentSchema: schema30.allOf[1].then.properties.outputs, data: data.outputs };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
    if (valid3) {
      var props0 = {};
      props0.outputs = true;
      props0.provider = true;
    }
  }
  if (!valid3) {
    const err8 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema30.allOf[1].if, parentSchema: schema30.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.provider = true;
  }
  const _errs15 = errors;
  let valid6 = true;
  const _errs16 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.provider === void 0 && (missing2 = "provider")) {
      const err9 = {};
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    } else {
      if (data.provider !== void 0) {
        let data3 = data.provider;
        if (!(data3 === "ollama" || data3 === "replay")) {
          const err10 = {};
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs16 === errors;
  errors = _errs15;
  if (vErrors !== null) {
    if (_errs15) {
      vErrors.length = _errs15;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs18 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.api_key !== void 0) {
        const err11 = { instancePath: instancePath + "/api_key", schemaPath: "#/allOf/2/then/properties/api_key/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[2].then.properties.api_key.not, parentSchema: schema30.allOf[2].then.properties.api_key, data: data.api_key };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    var _valid2 = _errs18 === errors;
    valid6 = _valid2;
    if (valid6) {
      var props1 = {};
      props1.api_key = true;
      props1.provider = true;
    }
  }
  if (!valid6) {
    const err12 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema30.allOf[2].if, parentSchema: schema30.allOf[2], data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs23 = errors;
  let valid9 = true;
  const _errs24 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if (data.provider === void 0 && (missing3 = "provider")) {
      const err13 = {};
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    } else {
      if (data.provider !== void 0) {
        if ("openai" !== data.provider) {
          const err14 = {};
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs24 === errors;
  errors = _errs23;
  if (vErrors !== null) {
    if (_errs23) {
      vErrors.length = _errs23;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs26 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.model === void 0) {
        const err15 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema30.allOf[3].then.required, parentSchema: schema30.allOf[3].then, data };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.base_url === void 0) {
        const err16 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "base_url" }, message: "must have required property 'base_url'", schema: schema30.allOf[3].then.required, parentSchema: schema30.allOf[3].then, data };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (data.outputs !== void 0) {
        const err17 = { instancePath: instancePath + "/outputs", schemaPath: "#/allOf/3/then/properties/outputs/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[3].then.properties.outputs.not, parentSchema: schema30.allOf[3].then.properties.outputs, data: data.outputs };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (data.endpoint !== void 0) {
        const err18 = { instancePath: instancePath + "/endpoint", schemaPath: "#/allOf/3/then/properties/endpoint/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[3].then.properties.endpoint.not, parentSchema: schema30.allOf[3].then.properties.endpoint, data: data.endpoint };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (data.pull !== void 0) {
        const err19 = { instancePath: instancePath + "/pull", schemaPath: "#/allOf/3/then/properties/pull/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[3].then.properties.pull.not, parentSchema: schema30.allOf[3].then.properties.pull, data: data.pull };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (data.keep_alive !== void 0) {
        const err20 = { instancePath: instancePath + "/keep_alive", schemaPath: "#/allOf/3/then/properties/keep_alive/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[3].then.properties.keep_alive.not, parentSchema: schema30.allOf[3].then.properties.keep_alive, data: data.keep_alive };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (data.think !== void 0) {
        const err21 = { instancePath: instancePath + "/think", schemaPath: "#/allOf/3/then/properties/think/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema30.allOf[3].then.properties.think.not, parentSchema: schema30.allOf[3].then.properties.think, data: data.think };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    var _valid3 = _errs26 === errors;
    valid9 = _valid3;
    if (valid9) {
      var props2 = {};
      props2.outputs = true;
      props2.endpoint = true;
      props2.pull = true;
      props2.keep_alive = true;
      props2.think = true;
      props2.provider = true;
    }
  }
  if (!valid9) {
    const err22 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema30.allOf[3].if, parentSchema: schema30.allOf[3], data };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err23 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema30.required, parentSchema: schema30, data };
      if (vErrors === null) {
        vErrors = [err23];
      } else {
        vErrors.push(err23);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err24 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema30.required, parentSchema: schema30, data };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema30.properties, key0)) {
        const err25 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema30, data };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data11 = data.$schema;
      if (typeof data11 !== "string") {
        const err26 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.$schema.type, parentSchema: schema30.properties.$schema, data: data11 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data12 = data.id;
      if (typeof data12 === "string") {
        if (func0(data12) < 1) {
          const err27 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema30.properties.id, data: data12 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.id.type, parentSchema: schema30.properties.id, data: data12 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data13 = data.description;
      if (typeof data13 !== "string") {
        const err29 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.description.type, parentSchema: schema30.properties.description, data: data13 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.provider !== void 0) {
      let data14 = data.provider;
      if (!(data14 === "ollama" || data14 === "openai" || data14 === "replay")) {
        const err30 = { instancePath: instancePath + "/provider", schemaPath: "#/properties/provider/enum", keyword: "enum", params: { allowedValues: schema30.properties.provider.enum }, message: "must be equal to one of the allowed values", schema: schema30.properties.provider.enum, parentSchema: schema30.properties.provider, data: data14 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      let data15 = data.model;
      if (typeof data15 === "string") {
        if (func0(data15) < 1) {
          const err31 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema30.properties.model, data: data15 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.model.type, parentSchema: schema30.properties.model, data: data15 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.base_url !== void 0) {
      let data16 = data.base_url;
      if (typeof data16 === "string") {
        if (func0(data16) < 1) {
          const err33 = { instancePath: instancePath + "/base_url", schemaPath: "#/properties/base_url/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema30.properties.base_url, data: data16 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = { instancePath: instancePath + "/base_url", schemaPath: "#/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.base_url.type, parentSchema: schema30.properties.base_url, data: data16 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.api_key !== void 0) {
      let data17 = data.api_key;
      if (typeof data17 !== "string") {
        const err35 = { instancePath: instancePath + "/api_key", schemaPath: "#/properties/api_key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.api_key.type, parentSchema: schema30.properties.api_key, data: data17 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.endpoint !== void 0) {
      let data18 = data.endpoint;
      if (!(data18 === "chat" || data18 === "generate")) {
        const err36 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/enum", keyword: "enum", params: { allowedValues: schema30.properties.endpoint.enum }, message: "must be equal to one of the allowed values", schema: schema30.properties.endpoint.enum, parentSchema: schema30.properties.endpoint, data: data18 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.options !== void 0) {
      let data19 = data.options;
      if (!(data19 && typeof data19 == "object" && !Array.isArray(data19))) {
        const err37 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema30.properties.options.type, parentSchema: schema30.properties.options, data: data19 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.system !== void 0) {
      let data20 = data.system;
      if (typeof data20 !== "string") {
        const err38 = { instancePath: instancePath + "/system", schemaPath: "#/properties/system/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.system.type, parentSchema: schema30.properties.system, data: data20 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.format !== void 0) {
      let data21 = data.format;
      const _errs62 = errors;
      let valid13 = false;
      const _errs63 = errors;
      if ("json" !== data21) {
        const err39 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/anyOf/0/const", keyword: "const", params: { allowedValue: "json" }, message: "must be equal to constant", schema: "json", parentSchema: schema30.properties.format.anyOf[0], data: data21 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      var _valid4 = _errs63 === errors;
      valid13 = valid13 || _valid4;
      const _errs64 = errors;
      if (!(data21 && typeof data21 == "object" && !Array.isArray(data21))) {
        const err40 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema30.properties.format.anyOf[1].type, parentSchema: schema30.properties.format.anyOf[1], data: data21 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      var _valid4 = _errs64 === errors;
      valid13 = valid13 || _valid4;
      if (!valid13) {
        const err41 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema30.properties.format.anyOf, parentSchema: schema30.properties.format, data: data21 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      } else {
        errors = _errs62;
        if (vErrors !== null) {
          if (_errs62) {
            vErrors.length = _errs62;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.embedding_model !== void 0) {
      let data22 = data.embedding_model;
      if (typeof data22 === "string") {
        if (func0(data22) < 1) {
          const err42 = { instancePath: instancePath + "/embedding_model", schemaPath: "#/properties/embedding_model/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema30.properties.embedding_model, data: data22 };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = { instancePath: instancePath + "/embedding_model", schemaPath: "#/properties/embedding_model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.embedding_model.type, parentSchema: schema30.properties.embedding_model, data: data22 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.timeout_s !== void 0) {
      let data23 = data.timeout_s;
      if (typeof data23 == "number" && isFinite(data23)) {
        if (data23 <= 0 || isNaN(data23)) {
          const err44 = { instancePath: instancePath + "/timeout_s", schemaPath: "#/properties/timeout_s/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema30.properties.timeout_s, data: data23 };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      } else {
        const err45 = { instancePath: instancePath + "/timeout_s", schemaPath: "#/properties/timeout_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema30.properties.timeout_s.type, parentSchema: schema30.properties.timeout_s, data: data23 };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.ready_timeout_s !== void 0) {
      let data24 = data.ready_timeout_s;
      if (typeof data24 == "number" && isFinite(data24)) {
        if (data24 < 0 || isNaN(data24)) {
          const err46 = { instancePath: instancePath + "/ready_timeout_s", schemaPath: "#/properties/ready_timeout_s/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema30.properties.ready_timeout_s, data: data24 };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      } else {
        const err47 = { instancePath: instancePath + "/ready_timeout_s", schemaPath: "#/properties/ready_timeout_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema30.properties.ready_timeout_s.type, parentSchema: schema30.properties.ready_timeout_s, data: data24 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.retries !== void 0) {
      let data25 = data.retries;
      if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)) && isFinite(data25))) {
        const err48 = { instancePath: instancePath + "/retries", schemaPath: "#/properties/retries/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema30.properties.retries.type, parentSchema: schema30.properties.retries, data: data25 };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      if (typeof data25 == "number" && isFinite(data25)) {
        if (data25 > 10 || isNaN(data25)) {
          const err49 = { instancePath: instancePath + "/retries", schemaPath: "#/properties/retries/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10 }, message: "must be <= 10", schema: 10, parentSchema: schema30.properties.retries, data: data25 };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (data25 < 0 || isNaN(data25)) {
          const err50 = { instancePath: instancePath + "/retries", schemaPath: "#/properties/retries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema30.properties.retries, data: data25 };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      }
    }
    if (data.concurrency !== void 0) {
      let data26 = data.concurrency;
      const _errs76 = errors;
      let valid14 = false;
      const _errs77 = errors;
      if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
        const err51 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/anyOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema30.properties.concurrency.anyOf[0].type, parentSchema: schema30.properties.concurrency.anyOf[0], data: data26 };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
      if (typeof data26 == "number" && isFinite(data26)) {
        if (data26 > 64 || isNaN(data26)) {
          const err52 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/anyOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 64 }, message: "must be <= 64", schema: 64, parentSchema: schema30.properties.concurrency.anyOf[0], data: data26 };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        if (data26 < 1 || isNaN(data26)) {
          const err53 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema30.properties.concurrency.anyOf[0], data: data26 };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      var _valid5 = _errs77 === errors;
      valid14 = valid14 || _valid5;
      const _errs79 = errors;
      if ("auto" !== data26) {
        const err54 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/anyOf/1/const", keyword: "const", params: { allowedValue: "auto" }, message: "must be equal to constant", schema: "auto", parentSchema: schema30.properties.concurrency.anyOf[1], data: data26 };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      var _valid5 = _errs79 === errors;
      valid14 = valid14 || _valid5;
      if (!valid14) {
        const err55 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema30.properties.concurrency.anyOf, parentSchema: schema30.properties.concurrency, data: data26 };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      } else {
        errors = _errs76;
        if (vErrors !== null) {
          if (_errs76) {
            vErrors.length = _errs76;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.pull !== void 0) {
      let data27 = data.pull;
      if (typeof data27 !== "boolean") {
        const err56 = { instancePath: instancePath + "/pull", schemaPath: "#/properties/pull/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema30.properties.pull.type, parentSchema: schema30.properties.pull, data: data27 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.capture_output !== void 0) {
      let data28 = data.capture_output;
      if (!(data28 === "full" || data28 === "hash" || data28 === "none")) {
        const err57 = { instancePath: instancePath + "/capture_output", schemaPath: "#/properties/capture_output/enum", keyword: "enum", params: { allowedValues: schema30.properties.capture_output.enum }, message: "must be equal to one of the allowed values", schema: schema30.properties.capture_output.enum, parentSchema: schema30.properties.capture_output, data: data28 };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.headers !== void 0) {
      let data29 = data.headers;
      if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
        for (const key1 in data29) {
          let data30 = data29[key1];
          if (typeof data30 !== "string") {
            const err58 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.headers.additionalProperties.type, parentSchema: schema30.properties.headers.additionalProperties, data: data30 };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
      } else {
        const err59 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema30.properties.headers.type, parentSchema: schema30.properties.headers, data: data29 };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
    if (data.keep_alive !== void 0) {
      let data31 = data.keep_alive;
      if (typeof data31 !== "string" && !(typeof data31 == "number" && isFinite(data31))) {
        const err60 = { instancePath: instancePath + "/keep_alive", schemaPath: "#/properties/keep_alive/type", keyword: "type", params: { type: schema30.properties.keep_alive.type }, message: "must be string,number", schema: schema30.properties.keep_alive.type, parentSchema: schema30.properties.keep_alive, data: data31 };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.think !== void 0) {
      let data32 = data.think;
      const _errs92 = errors;
      let valid16 = false;
      const _errs93 = errors;
      if (typeof data32 !== "boolean") {
        const err61 = { instancePath: instancePath + "/think", schemaPath: "#/properties/think/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema30.properties.think.anyOf[0].type, parentSchema: schema30.properties.think.anyOf[0], data: data32 };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      var _valid6 = _errs93 === errors;
      valid16 = valid16 || _valid6;
      const _errs95 = errors;
      if (!(data32 === "low" || data32 === "medium" || data32 === "high")) {
        const err62 = { instancePath: instancePath + "/think", schemaPath: "#/properties/think/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema30.properties.think.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema30.properties.think.anyOf[1].enum, parentSchema: schema30.properties.think.anyOf[1], data: data32 };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
      var _valid6 = _errs95 === errors;
      valid16 = valid16 || _valid6;
      if (!valid16) {
        const err63 = { instancePath: instancePath + "/think", schemaPath: "#/properties/think/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema30.properties.think.anyOf, parentSchema: schema30.properties.think, data: data32 };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      } else {
        errors = _errs92;
        if (vErrors !== null) {
          if (_errs92) {
            vErrors.length = _errs92;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.outputs !== void 0) {
      let data33 = data.outputs;
      if (typeof data33 === "string") {
        if (func0(data33) < 1) {
          const err64 = { instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema30.properties.outputs, data: data33 };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      } else {
        const err65 = { instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.outputs.type, parentSchema: schema30.properties.outputs, data: data33 };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data.cache !== void 0) {
      let data34 = data.cache;
      if (typeof data34 === "string") {
        if (func0(data34) < 1) {
          const err66 = { instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema30.properties.cache, data: data34 };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      } else {
        const err67 = { instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema30.properties.cache.type, parentSchema: schema30.properties.cache, data: data34 };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.cache_max_mb !== void 0) {
      let data35 = data.cache_max_mb;
      if (typeof data35 == "number" && isFinite(data35)) {
        if (data35 <= 0 || isNaN(data35)) {
          const err68 = { instancePath: instancePath + "/cache_max_mb", schemaPath: "#/properties/cache_max_mb/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema30.properties.cache_max_mb, data: data35 };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      } else {
        const err69 = { instancePath: instancePath + "/cache_max_mb", schemaPath: "#/properties/cache_max_mb/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema30.properties.cache_max_mb.type, parentSchema: schema30.properties.cache_max_mb, data: data35 };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
  } else {
    const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema30.type, parentSchema: schema30, data };
    if (vErrors === null) {
      vErrors = [err70];
    } else {
      vErrors.push(err70);
    }
    errors++;
  }
  validate17.errors = vErrors;
  return errors === 0;
}
validate17.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
