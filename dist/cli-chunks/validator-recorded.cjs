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
exports.validate = validate18;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://modelgate.dev/schemas/recorded.json", "title": "ModelGate recorded outputs", "description": "Outputs (and optionally tool calls, retrieved ids and MCP calls) per case id, replayed instead of calling a model.", "type": "object", "properties": { "$schema": { "type": "string", "description": "Where editors find this schema; ModelGate ignores it." }, "outputs": { "type": "object", "description": "Case id → a text, an entry (a mapping with `output`), or `{repetitions: [text | entry, ...]}`. Other top-level fields are ignored.", "additionalProperties": { "$ref": "#/$defs/entry" } } }, "required": ["outputs"], "$defs": { "entry": { "if": { "type": "object", "required": ["repetitions"] }, "then": { "type": "object", "properties": { "repetitions": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/repetition" }, "description": "One item per repetition, in order, each a text or an entry; alone in its entry." } }, "additionalProperties": false }, "else": { "$ref": "#/$defs/repetition" } }, "repetition": { "if": { "type": "string" }, "then": { "description": "The output text." }, "else": { "type": "object", "properties": { "output": { "type": "string", "description": "The text the model answered (required in an entry)." }, "latency_ms": { "type": "number", "minimum": 0, "maximum": 6048e5, "description": "Recorded duration in ms (at most a week): reports mark it `recorded`; without it the replay is `measured`." }, "metadata": { "type": "object", "description": "Provider metadata: token counts and durations, e.g. Ollama's `eval_count`, `eval_duration`." }, "tool_calls": { "type": "array", "items": { "$ref": "#/$defs/toolCall" }, "description": "Tool calls, in order: `[{name, arguments}]` or `[{type: function, function: {name, arguments}}]`; `arguments` a mapping or a JSON string (one that does not parse is invalid evidence, never a mere mismatch)." }, "retrieved": { "type": "array", "items": { "type": ["string", "integer"] }, "description": "Ids of the retrieved documents, in rank order (integers are read as their digits)." }, "mcp_calls": { "type": "array", "items": { "$ref": "#/$defs/mcpCall" }, "description": "MCP tool interactions, in order: `[{tool: server.tool, arguments, is_error}]`; `is_error` defaults to `false`." } }, "required": ["output"], "additionalProperties": false, "errorMessage": "must be a text or a mapping with 'output'" } }, "toolCall": { "description": "`{name, arguments}` or `{type: function, function: {name, arguments}}`.", "if": { "type": "object", "required": ["function"] }, "then": { "type": "object", "properties": { "type": { "const": "function" }, "id": { "type": "string" }, "function": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1 }, "arguments": { "anyOf": [{ "type": "object" }, { "type": "string" }], "errorMessage": "must be a mapping or a JSON string", "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)." } }, "required": ["name"], "additionalProperties": false } }, "additionalProperties": false }, "else": { "type": "object", "properties": { "id": { "type": "string" }, "name": { "type": "string", "minLength": 1 }, "arguments": { "anyOf": [{ "type": "object" }, { "type": "string" }], "errorMessage": "must be a mapping or a JSON string", "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)." } }, "required": ["name"], "additionalProperties": false } }, "mcpCall": { "type": "object", "properties": { "tool": { "type": "string", "pattern": "^[A-Za-z0-9_-]+\\..+$", "errorMessage": "must be a qualified tool name 'server.tool'" }, "arguments": { "anyOf": [{ "type": "object" }, { "type": "string" }], "errorMessage": "must be a mapping or a JSON string", "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)." }, "is_error": { "type": "boolean", "description": "The server reported an error (default false)." } }, "required": ["tool"], "additionalProperties": false } } };
var schema32 = { "if": { "type": "object", "required": ["repetitions"] }, "then": { "type": "object", "properties": { "repetitions": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/repetition" }, "description": "One item per repetition, in order, each a text or an entry; alone in its entry." } }, "additionalProperties": false }, "else": { "$ref": "#/$defs/repetition" } };
var schema33 = { "if": { "type": "string" }, "then": { "description": "The output text." }, "else": { "type": "object", "properties": { "output": { "type": "string", "description": "The text the model answered (required in an entry)." }, "latency_ms": { "type": "number", "minimum": 0, "maximum": 6048e5, "description": "Recorded duration in ms (at most a week): reports mark it `recorded`; without it the replay is `measured`." }, "metadata": { "type": "object", "description": "Provider metadata: token counts and durations, e.g. Ollama's `eval_count`, `eval_duration`." }, "tool_calls": { "type": "array", "items": { "$ref": "#/$defs/toolCall" }, "description": "Tool calls, in order: `[{name, arguments}]` or `[{type: function, function: {name, arguments}}]`; `arguments` a mapping or a JSON string (one that does not parse is invalid evidence, never a mere mismatch)." }, "retrieved": { "type": "array", "items": { "type": ["string", "integer"] }, "description": "Ids of the retrieved documents, in rank order (integers are read as their digits)." }, "mcp_calls": { "type": "array", "items": { "$ref": "#/$defs/mcpCall" }, "description": "MCP tool interactions, in order: `[{tool: server.tool, arguments, is_error}]`; `is_error` defaults to `false`." } }, "required": ["output"], "additionalProperties": false, "errorMessage": "must be a text or a mapping with 'output'" } };
var schema34 = { "description": "`{name, arguments}` or `{type: function, function: {name, arguments}}`.", "if": { "type": "object", "required": ["function"] }, "then": { "type": "object", "properties": { "type": { "const": "function" }, "id": { "type": "string" }, "function": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1 }, "arguments": { "anyOf": [{ "type": "object" }, { "type": "string" }], "errorMessage": "must be a mapping or a JSON string", "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)." } }, "required": ["name"], "additionalProperties": false } }, "additionalProperties": false }, "else": { "type": "object", "properties": { "id": { "type": "string" }, "name": { "type": "string", "minLength": 1 }, "arguments": { "anyOf": [{ "type": "object" }, { "type": "string" }], "errorMessage": "must be a mapping or a JSON string", "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)." } }, "required": ["name"], "additionalProperties": false } };
var schema35 = { "type": "object", "properties": { "tool": { "type": "string", "pattern": "^[A-Za-z0-9_-]+\\..+$", "errorMessage": "must be a qualified tool name 'server.tool'" }, "arguments": { "anyOf": [{ "type": "object" }, { "type": "string" }], "errorMessage": "must be a mapping or a JSON string", "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)." }, "is_error": { "type": "boolean", "description": "The server reported an error (default false)." } }, "required": ["tool"], "additionalProperties": false };
var func0 = require_ucs2length().default;
var pattern1 = new RegExp("^[A-Za-z0-9_-]+\\..+$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = true;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {};
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  errors = _errs0;
  if (vErrors !== null) {
    if (_errs0) {
      vErrors.length = _errs0;
    } else {
      vErrors = null;
    }
  }
  if (!_valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.output === void 0) {
        const err1 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "output" }, message: "must have required property 'output'", schema: schema33.else.required, parentSchema: schema33.else, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "output" || key0 === "latency_ms" || key0 === "metadata" || key0 === "tool_calls" || key0 === "retrieved" || key0 === "mcp_calls")) {
          const err2 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.else, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      if (data.output !== void 0) {
        let data0 = data.output;
        if (typeof data0 !== "string") {
          const err3 = { instancePath: instancePath + "/output", schemaPath: "#/else/properties/output/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.else.properties.output.type, parentSchema: schema33.else.properties.output, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.latency_ms !== void 0) {
        let data1 = data.latency_ms;
        if (typeof data1 == "number" && isFinite(data1)) {
          if (data1 > 6048e5 || isNaN(data1)) {
            const err4 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/else/properties/latency_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6048e5 }, message: "must be <= 604800000", schema: 6048e5, parentSchema: schema33.else.properties.latency_ms, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          if (data1 < 0 || isNaN(data1)) {
            const err5 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/else/properties/latency_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema33.else.properties.latency_ms, data: data1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        } else {
          const err6 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/else/properties/latency_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema33.else.properties.latency_ms.type, parentSchema: schema33.else.properties.latency_ms, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.metadata !== void 0) {
        let data2 = data.metadata;
        if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
          const err7 = { instancePath: instancePath + "/metadata", schemaPath: "#/else/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.else.properties.metadata.type, parentSchema: schema33.else.properties.metadata, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.tool_calls !== void 0) {
        let data3 = data.tool_calls;
        if (Array.isArray(data3)) {
          const len0 = data3.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data4 = data3[i0];
            const _errs17 = errors;
            let valid5 = true;
            const _errs18 = errors;
            if (errors === _errs18) {
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                let missing0;
                if (data4.function === void 0 && (missing0 = "function")) {
                  const err8 = {};
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
              } else {
                const err9 = {};
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            var _valid1 = _errs18 === errors;
            errors = _errs17;
            if (vErrors !== null) {
              if (_errs17) {
                vErrors.length = _errs17;
              } else {
                vErrors = null;
              }
            }
            let ifClause0;
            if (_valid1) {
              const _errs20 = errors;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                for (const key1 in data4) {
                  if (!(key1 === "type" || key1 === "id" || key1 === "function")) {
                    const err10 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34.then, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data4.type !== void 0) {
                  let data5 = data4.type;
                  if ("function" !== data5) {
                    const err11 = { instancePath: instancePath + "/tool_calls/" + i0 + "/type", schemaPath: "#/$defs/toolCall/then/properties/type/const", keyword: "const", params: { allowedValue: "function" }, message: "must be equal to constant", schema: "function", parentSchema: schema34.then.properties.type, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
                if (data4.id !== void 0) {
                  let data6 = data4.id;
                  if (typeof data6 !== "string") {
                    const err12 = { instancePath: instancePath + "/tool_calls/" + i0 + "/id", schemaPath: "#/$defs/toolCall/then/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.then.properties.id.type, parentSchema: schema34.then.properties.id, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
                if (data4.function !== void 0) {
                  let data7 = data4.function;
                  if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.name === void 0) {
                      const err13 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function", schemaPath: "#/$defs/toolCall/then/properties/function/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema34.then.properties.function.required, parentSchema: schema34.then.properties.function, data: data7 };
                      if (vErrors === null) {
                        vErrors = [err13];
                      } else {
                        vErrors.push(err13);
                      }
                      errors++;
                    }
                    for (const key2 in data7) {
                      if (!(key2 === "name" || key2 === "arguments")) {
                        const err14 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function", schemaPath: "#/$defs/toolCall/then/properties/function/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34.then.properties.function, data: data7 };
                        if (vErrors === null) {
                          vErrors = [err14];
                        } else {
                          vErrors.push(err14);
                        }
                        errors++;
                      }
                    }
                    if (data7.name !== void 0) {
                      let data8 = data7.name;
                      if (typeof data8 === "string") {
                        if (func0(data8) < 1) {
                          const err15 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function/name", schemaPath: "#/$defs/toolCall/then/properties/function/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.then.properties.function.properties.name, data: data8 };
                          if (vErrors === null) {
                            vErrors = [err15];
                          } else {
                            vErrors.push(err15);
                          }
                          errors++;
                        }
                      } else {
                        const err16 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function/name", schemaPath: "#/$defs/toolCall/then/properties/function/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.then.properties.function.properties.name.type, parentSchema: schema34.then.properties.function.properties.name, data: data8 };
                        if (vErrors === null) {
                          vErrors = [err16];
                        } else {
                          vErrors.push(err16);
                        }
                        errors++;
                      }
                    }
                    if (data7.arguments !== void 0) {
                      let data9 = data7.arguments;
                      const _errs32 = errors;
                      let valid8 = false;
                      const _errs33 = errors;
                      if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                        const err17 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function/arguments", schemaPath: "#/$defs/toolCall/then/properties/function/properties/arguments/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.then.properties.function.properties.arguments.anyOf[0].type, parentSchema: schema34.then.properties.function.properties.arguments.anyOf[0], data: data9 };
                        if (vErrors === null) {
                          vErrors = [err17];
                        } else {
                          vErrors.push(err17);
                        }
                        errors++;
                      }
                      var _valid2 = _errs33 === errors;
                      valid8 = valid8 || _valid2;
                      const _errs35 = errors;
                      if (typeof data9 !== "string") {
                        const err18 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function/arguments", schemaPath: "#/$defs/toolCall/then/properties/function/properties/arguments/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.then.properties.function.properties.arguments.anyOf[1].type, parentSchema: schema34.then.properties.function.properties.arguments.anyOf[1], data: data9 };
                        if (vErrors === null) {
                          vErrors = [err18];
                        } else {
                          vErrors.push(err18);
                        }
                        errors++;
                      }
                      var _valid2 = _errs35 === errors;
                      valid8 = valid8 || _valid2;
                      if (!valid8) {
                        const err19 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function/arguments", schemaPath: "#/$defs/toolCall/then/properties/function/properties/arguments/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema34.then.properties.function.properties.arguments.anyOf, parentSchema: schema34.then.properties.function.properties.arguments, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err19];
                        } else {
                          vErrors.push(err19);
                        }
                        errors++;
                      } else {
                        errors = _errs32;
                        if (vErrors !== null) {
                          if (_errs32) {
                            vErrors.length = _errs32;
                          } else {
                            vErrors = null;
                          }
                        }
                      }
                    }
                  } else {
                    const err20 = { instancePath: instancePath + "/tool_calls/" + i0 + "/function", schemaPath: "#/$defs/toolCall/then/properties/function/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.then.properties.function.type, parentSchema: schema34.then.properties.function, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                }
              } else {
                const err21 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/then/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.then.type, parentSchema: schema34.then, data: data4 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
              var _valid1 = _errs20 === errors;
              valid5 = _valid1;
              if (valid5) {
                var props0 = true;
              }
              ifClause0 = "then";
            } else {
              const _errs38 = errors;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.name === void 0) {
                  const err22 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema34.else.required, parentSchema: schema34.else, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                for (const key3 in data4) {
                  if (!(key3 === "id" || key3 === "name" || key3 === "arguments")) {
                    const err23 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34.else, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data4.id !== void 0) {
                  let data10 = data4.id;
                  if (typeof data10 !== "string") {
                    const err24 = { instancePath: instancePath + "/tool_calls/" + i0 + "/id", schemaPath: "#/$defs/toolCall/else/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.else.properties.id.type, parentSchema: schema34.else.properties.id, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                }
                if (data4.name !== void 0) {
                  let data11 = data4.name;
                  if (typeof data11 === "string") {
                    if (func0(data11) < 1) {
                      const err25 = { instancePath: instancePath + "/tool_calls/" + i0 + "/name", schemaPath: "#/$defs/toolCall/else/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.else.properties.name, data: data11 };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  } else {
                    const err26 = { instancePath: instancePath + "/tool_calls/" + i0 + "/name", schemaPath: "#/$defs/toolCall/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.else.properties.name.type, parentSchema: schema34.else.properties.name, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err26];
                    } else {
                      vErrors.push(err26);
                    }
                    errors++;
                  }
                }
                if (data4.arguments !== void 0) {
                  let data12 = data4.arguments;
                  const _errs46 = errors;
                  let valid10 = false;
                  const _errs47 = errors;
                  if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
                    const err27 = { instancePath: instancePath + "/tool_calls/" + i0 + "/arguments", schemaPath: "#/$defs/toolCall/else/properties/arguments/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.else.properties.arguments.anyOf[0].type, parentSchema: schema34.else.properties.arguments.anyOf[0], data: data12 };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                  var _valid3 = _errs47 === errors;
                  valid10 = valid10 || _valid3;
                  const _errs49 = errors;
                  if (typeof data12 !== "string") {
                    const err28 = { instancePath: instancePath + "/tool_calls/" + i0 + "/arguments", schemaPath: "#/$defs/toolCall/else/properties/arguments/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.else.properties.arguments.anyOf[1].type, parentSchema: schema34.else.properties.arguments.anyOf[1], data: data12 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  var _valid3 = _errs49 === errors;
                  valid10 = valid10 || _valid3;
                  if (!valid10) {
                    const err29 = { instancePath: instancePath + "/tool_calls/" + i0 + "/arguments", schemaPath: "#/$defs/toolCall/else/properties/arguments/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema34.else.properties.arguments.anyOf, parentSchema: schema34.else.properties.arguments, data: data12 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  } else {
                    errors = _errs46;
                    if (vErrors !== null) {
                      if (_errs46) {
                        vErrors.length = _errs46;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err30 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.else.type, parentSchema: schema34.else, data: data4 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              var _valid1 = _errs38 === errors;
              valid5 = _valid1;
              if (valid5) {
                if (props0 !== true) {
                  props0 = true;
                }
              }
              ifClause0 = "else";
            }
            if (!valid5) {
              const err31 = { instancePath: instancePath + "/tool_calls/" + i0, schemaPath: "#/$defs/toolCall/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema34.if, parentSchema: schema34, data: data4 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        } else {
          const err32 = { instancePath: instancePath + "/tool_calls", schemaPath: "#/else/properties/tool_calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.else.properties.tool_calls.type, parentSchema: schema33.else.properties.tool_calls, data: data3 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
      if (data.retrieved !== void 0) {
        let data13 = data.retrieved;
        if (Array.isArray(data13)) {
          const len1 = data13.length;
          for (let i1 = 0; i1 < len1; i1++) {
            let data14 = data13[i1];
            if (typeof data14 !== "string" && !(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
              const err33 = { instancePath: instancePath + "/retrieved/" + i1, schemaPath: "#/else/properties/retrieved/items/type", keyword: "type", params: { type: schema33.else.properties.retrieved.items.type }, message: "must be string,integer", schema: schema33.else.properties.retrieved.items.type, parentSchema: schema33.else.properties.retrieved.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        } else {
          const err34 = { instancePath: instancePath + "/retrieved", schemaPath: "#/else/properties/retrieved/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.else.properties.retrieved.type, parentSchema: schema33.else.properties.retrieved, data: data13 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
      if (data.mcp_calls !== void 0) {
        let data15 = data.mcp_calls;
        if (Array.isArray(data15)) {
          const len2 = data15.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data16 = data15[i2];
            if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
              if (data16.tool === void 0) {
                const err35 = { instancePath: instancePath + "/mcp_calls/" + i2, schemaPath: "#/$defs/mcpCall/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'", schema: schema35.required, parentSchema: schema35, data: data16 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              for (const key4 in data16) {
                if (!(key4 === "tool" || key4 === "arguments" || key4 === "is_error")) {
                  const err36 = { instancePath: instancePath + "/mcp_calls/" + i2, schemaPath: "#/$defs/mcpCall/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
              if (data16.tool !== void 0) {
                let data17 = data16.tool;
                if (typeof data17 === "string") {
                  if (!pattern1.test(data17)) {
                    const err37 = { instancePath: instancePath + "/mcp_calls/" + i2 + "/tool", schemaPath: "#/$defs/mcpCall/properties/tool/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]+\\..+$" }, message: 'must match pattern "^[A-Za-z0-9_-]+\\..+$"', schema: "^[A-Za-z0-9_-]+\\..+$", parentSchema: schema35.properties.tool, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err37];
                    } else {
                      vErrors.push(err37);
                    }
                    errors++;
                  }
                } else {
                  const err38 = { instancePath: instancePath + "/mcp_calls/" + i2 + "/tool", schemaPath: "#/$defs/mcpCall/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.tool.type, parentSchema: schema35.properties.tool, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
              if (data16.arguments !== void 0) {
                let data18 = data16.arguments;
                const _errs66 = errors;
                let valid17 = false;
                const _errs67 = errors;
                if (!(data18 && typeof data18 == "object" && !Array.isArray(data18))) {
                  const err39 = { instancePath: instancePath + "/mcp_calls/" + i2 + "/arguments", schemaPath: "#/$defs/mcpCall/properties/arguments/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.properties.arguments.anyOf[0].type, parentSchema: schema35.properties.arguments.anyOf[0], data: data18 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                var _valid4 = _errs67 === errors;
                valid17 = valid17 || _valid4;
                const _errs69 = errors;
                if (typeof data18 !== "string") {
                  const err40 = { instancePath: instancePath + "/mcp_calls/" + i2 + "/arguments", schemaPath: "#/$defs/mcpCall/properties/arguments/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.arguments.anyOf[1].type, parentSchema: schema35.properties.arguments.anyOf[1], data: data18 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                var _valid4 = _errs69 === errors;
                valid17 = valid17 || _valid4;
                if (!valid17) {
                  const err41 = { instancePath: instancePath + "/mcp_calls/" + i2 + "/arguments", schemaPath: "#/$defs/mcpCall/properties/arguments/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema35.properties.arguments.anyOf, parentSchema: schema35.properties.arguments, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                } else {
                  errors = _errs66;
                  if (vErrors !== null) {
                    if (_errs66) {
                      vErrors.length = _errs66;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data16.is_error !== void 0) {
                let data19 = data16.is_error;
                if (typeof data19 !== "boolean") {
                  const err42 = { instancePath: instancePath + "/mcp_calls/" + i2 + "/is_error", schemaPath: "#/$defs/mcpCall/properties/is_error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema35.properties.is_error.type, parentSchema: schema35.properties.is_error, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            } else {
              const err43 = { instancePath: instancePath + "/mcp_calls/" + i2, schemaPath: "#/$defs/mcpCall/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.type, parentSchema: schema35, data: data16 };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
        } else {
          const err44 = { instancePath: instancePath + "/mcp_calls", schemaPath: "#/else/properties/mcp_calls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.else.properties.mcp_calls.type, parentSchema: schema33.else.properties.mcp_calls, data: data15 };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
    } else {
      const err45 = { instancePath, schemaPath: "#/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.else.type, parentSchema: schema33.else, data };
      if (vErrors === null) {
        vErrors = [err45];
      } else {
        vErrors.push(err45);
      }
      errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props1 = true;
    }
  }
  if (!valid0) {
    const err46 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "else" }, message: 'must match "else" schema', schema: schema33.if, parentSchema: schema33, data };
    if (vErrors === null) {
      vErrors = [err46];
    } else {
      vErrors.push(err46);
    }
    errors++;
  }
  validate20.errors = vErrors;
  evaluated0.props = props1;
  return errors === 0;
}
validate20.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate19.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = true;
  const _errs1 = errors;
  if (errors === _errs1) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.repetitions === void 0 && (missing0 = "repetitions")) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs1 === errors;
  errors = _errs0;
  if (vErrors !== null) {
    if (_errs0) {
      vErrors.length = _errs0;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      for (const key0 in data) {
        if (!(key0 === "repetitions")) {
          const err2 = { instancePath, schemaPath: "#/then/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.then, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      if (data.repetitions !== void 0) {
        let data0 = data.repetitions;
        if (Array.isArray(data0)) {
          if (data0.length < 1) {
            const err3 = { instancePath: instancePath + "/repetitions", schemaPath: "#/then/properties/repetitions/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema32.then.properties.repetitions, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          const len0 = data0.length;
          for (let i0 = 0; i0 < len0; i0++) {
            if (!validate20(data0[i0], { instancePath: instancePath + "/repetitions/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err4 = { instancePath: instancePath + "/repetitions", schemaPath: "#/then/properties/repetitions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.then.properties.repetitions.type, parentSchema: schema32.then.properties.repetitions, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    } else {
      const err5 = { instancePath, schemaPath: "#/then/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.then.type, parentSchema: schema32.then, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props1 = true;
    }
    ifClause0 = "then";
  } else {
    const _errs9 = errors;
    if (!validate20(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
      errors = vErrors.length;
    } else {
      var props2 = validate20.evaluated.props;
    }
    var _valid0 = _errs9 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props1 !== true && props2 !== void 0) {
        if (props2 === true) {
          props1 = true;
        } else {
          props1 = props1 || {};
          Object.assign(props1, props2);
        }
      }
    }
    ifClause0 = "else";
  }
  if (!valid0) {
    const err6 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema32.if, parentSchema: schema32, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate19.errors = vErrors;
  evaluated0.props = props1;
  return errors === 0;
}
validate19.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate18.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.outputs === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outputs" }, message: "must have required property 'outputs'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.outputs !== void 0) {
      let data1 = data.outputs;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key0 in data1) {
          if (!validate19(data1[key0], { instancePath: instancePath + "/outputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data1, parentDataProperty: key0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.outputs.type, parentSchema: schema31.properties.outputs, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate18.errors = vErrors;
  return errors === 0;
}
validate18.evaluated = { "props": { "$schema": true, "outputs": true }, "dynamicProps": false, "dynamicItems": false };
