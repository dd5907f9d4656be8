#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  emit
} from "./chunk-4E3VWC7Y.js";
import "./chunk-A6C5JUIH.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-DWMW3S6U.js";
import {
  COMMAND_USAGE,
  EXIT
} from "./chunk-YDUR3GEV.js";
import "./chunk-43UQDYIY.js";
import "./chunk-YGNDAA5X.js";

// src/cli/commands/schema-texts.ts
var SCHEMA_TEXT_NAMES = ["suite", "config", "recorded", "result", "comparison"];
var TEXTS = { "suite": '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "$id": "https://modelgate.dev/schemas/suite.json",\n  "title": "ModelGate suite",\n  "description": "A versioned test suite: cases with explicit pass criteria and optional baseline contracts.",\n  "type": "object",\n  "properties": {\n    "$schema": {\n      "type": "string",\n      "description": "Where editors find this schema; ModelGate ignores it."\n    },\n    "suite": {\n      "type": "string",\n      "minLength": 1,\n      "description": "Name of the suite; a run and its comparison name one suite."\n    },\n    "description": {\n      "type": "string",\n      "description": "Free text."\n    },\n    "defaults": {\n      "type": "object",\n      "description": "Merged under every case; the case wins (generation, metadata and performance merge key by key).",\n      "properties": {\n        "system": {\n          "type": "string",\n          "description": "System prompt, put first in the conversation; when absent, the configuration\'s `system`. A case may not have both `system` and a system message in `messages`."\n        },\n        "tools": {\n          "type": "array",\n          "items": {\n            "$ref": "#/$defs/tool"\n          },\n          "default": [],\n          "description": "Tool definitions offered natively to the model; a call is answered with the tool\'s `result`."\n        },\n        "format": {\n          "$ref": "#/$defs/format"\n        },\n        "generation": {\n          "$ref": "#/$defs/generation"\n        },\n        "options": {\n          "$ref": "#/$defs/options"\n        },\n        "max_turns": {\n          "type": "integer",\n          "minimum": 1,\n          "maximum": 50,\n          "default": 5,\n          "description": "Most model turns in a tool or MCP loop (1–50)."\n        },\n        "rag": {\n          "$ref": "#/$defs/rag"\n        },\n        "contract": {\n          "enum": [\n            "text",\n            "json",\n            "tool_calls",\n            "retrieval",\n            "mcp"\n          ],\n          "description": "The evidence that must stay compatible with the baseline\'s: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions."\n        },\n        "repeat": {\n          "type": "integer",\n          "minimum": 1,\n          "maximum": 1000,\n          "default": 1,\n          "description": "How many times the case runs (1–1000); a comparison tests the pass rates."\n        },\n        "min_pass": {\n          "type": "integer",\n          "minimum": 1,\n          "description": "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them."\n        },\n        "tags": {\n          "type": "array",\n          "items": {\n            "type": "string",\n            "minLength": 1\n          },\n          "default": [],\n          "description": "Non-empty strings; `run --tag` selects the cases that have one of them."\n        },\n        "metadata": {\n          "type": "object",\n          "default": {},\n          "description": "Free-form; stored with the result, never interpreted."\n        },\n        "performance": {\n          "$ref": "#/$defs/performance"\n        }\n      },\n      "additionalProperties": false\n    },\n    "cases": {\n      "type": "array",\n      "items": {\n        "$ref": "#/$defs/case"\n      },\n      "description": "The test cases, in report order. May be empty."\n    },\n    "corpus": {\n      "$ref": "#/$defs/corpus"\n    },\n    "mcp_servers": {\n      "type": "object",\n      "propertyNames": {\n        "pattern": "^[A-Za-z0-9_-]+$",\n        "errorMessage": "server names use only letters, digits, \'_\' and \'-\'"\n      },\n      "additionalProperties": {\n        "$ref": "#/$defs/mcpServer"\n      },\n      "description": "MCP servers for `mcp` cases, by name; their tools are offered as `name.tool`."\n    }\n  },\n  "required": [\n    "suite",\n    "cases"\n  ],\n  "additionalProperties": false,\n  "$defs": {\n    "case": {\n      "type": "object",\n      "description": "One test case.",\n      "properties": {\n        "id": {\n          "type": "string",\n          "pattern": "^[A-Za-z0-9._-]+$",\n          "errorMessage": "must use only letters, digits, \'.\', \'_\' and \'-\'",\n          "description": "Unique within the suite and stable: comparisons match cases by id. Letters, digits, `.`, `_` and `-`."\n        },\n        "type": {\n          "enum": [\n            "exact",\n            "contains",\n            "not_contains",\n            "max_length",\n            "min_length",\n            "max_words",\n            "regex",\n            "json",\n            "classification",\n            "required_fields",\n            "tool_call",\n            "retrieval",\n            "mcp",\n            "custom",\n            "none"\n          ],\n          "description": "Which check decides pass or fail (its fields: see the table of each type below). Required unless `checks` or `contract` is set."\n        },\n        "checks": {\n          "type": "array",\n          "items": {\n            "$ref": "#/$defs/check"\n          },\n          "minItems": 1,\n          "description": "More criteria, each `{type, ...its fields}`: the case passes when its own type\'s check (if any) and all of these pass."\n        },\n        "description": {\n          "type": "string",\n          "description": "Free text."\n        },\n        "contract": {\n          "enum": [\n            "text",\n            "json",\n            "tool_calls",\n            "retrieval",\n            "mcp"\n          ],\n          "description": "The evidence that must stay compatible with the baseline\'s: the output `text`, its `json` value, its `tool_calls`, the documents `retrieval` ranks, or the `mcp` interactions."\n        },\n        "repeat": {\n          "type": "integer",\n          "minimum": 1,\n          "maximum": 1000,\n          "default": 1,\n          "description": "How many times the case runs (1–1000); a comparison tests the pass rates."\n        },\n        "min_pass": {\n          "type": "integer",\n          "minimum": 1,\n          "description": "Repetitions that must pass for the case to pass; at most `repeat`. When absent: all of them."\n        },\n        "tags": {\n          "type": "array",\n          "items": {\n            "type": "string",\n            "minLength": 1\n          },\n          "default": [],\n          "description": "Non-empty strings; `run --tag` selects the cases that have one of them."\n        },\n        "metadata": {\n          "type": "object",\n          "default": {},\n          "description": "Free-form; stored with the result, never interpreted."\n        },\n        "performance": {\n          "$ref": "#/$defs/performance"\n        }\n      },\n      "required": [\n        "id"\n      ],\n      "allOf": [\n        {\n          "if": {\n            "not": {\n              "anyOf": [\n                {\n                  "required": [\n                    "contract"\n                  ]\n                },\n                {\n                  "required": [\n                    "checks"\n                  ]\n                }\n              ]\n            }\n          },\n          "then": {\n            "required": [\n              "type"\n            ]\n          }\n        },\n        {\n          "if": {\n            "anyOf": [\n              {\n                "type": "object",\n                "properties": {\n                  "type": {\n                    "const": "retrieval"\n                  }\n                },\n                "required": [\n                  "type"\n                ]\n              },\n              {\n                "not": {\n                  "type": "object"\n                }\n              }\n            ]\n          },\n          "then": {},\n          "else": {\n            "properties": {\n              "input": {\n                "type": "string",\n                "description": "The prompt, sent as one user message."\n              },\n              "messages": {\n                "type": "array",\n                "items": {\n                  "$ref": "#/$defs/message"\n                },\n                "minItems": 1,\n                "description": "The conversation, instead of `input`: a non-empty list of `{role, content}`, role `system`, `user`, `assistant` or `tool`."\n              },\n              "prompt": {\n                "$ref": "#/$defs/prompt"\n              },\n              "system": {\n                "type": "string",\n                "description": "System prompt, put first in the conversation; when absent, the configuration\'s `system`. A case may not have both `system` and a system message in `messages`."\n              },\n              "tools": {\n                "type": "array",\n                "items": {\n                  "$ref": "#/$defs/tool"\n                },\n                "default": [],\n                "description": "Tool definitions offered natively to the model; a call is answered with the tool\'s `result`."\n              },\n              "format": {\n                "$ref": "#/$defs/format"\n              },\n              "generation": {\n                "$ref": "#/$defs/generation"\n              },\n              "options": {\n                "$ref": "#/$defs/options"\n              },\n              "max_turns": {\n                "type": "integer",\n                "minimum": 1,\n                "maximum": 50,\n                "default": 5,\n                "description": "Most model turns in a tool or MCP loop (1–50)."\n              },\n              "rag": {\n                "$ref": "#/$defs/rag"\n              }\n            },\n            "allOf": [\n              {\n                "oneOf": [\n                  {\n                    "required": [\n                      "input"\n                    ]\n                  },\n                  {\n                    "required": [\n                      "messages"\n                    ]\n                  },\n                  {\n                    "required": [\n                      "prompt"\n                    ]\n                  }\n                ],\n                "errorMessage": "needs exactly one of \'input\', \'messages\' or \'prompt\'"\n              }\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "exact"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output equals `expected`; surrounding whitespace stripped unless `strip: false`.",\n            "properties": {\n              "expected": {\n                "type": "string",\n                "description": "The output must equal this text."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              },\n              "strip": {\n                "type": "boolean",\n                "default": true,\n                "description": "Strip surrounding whitespace from the output before comparing."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "contains"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output contains every string.",\n            "properties": {\n              "expected": {\n                "anyOf": [\n                  {\n                    "type": "string"\n                  },\n                  {\n                    "type": "array",\n                    "items": {\n                      "type": "string"\n                    },\n                    "minItems": 1\n                  }\n                ],\n                "errorMessage": "must be a string or a non-empty list of strings",\n                "description": "A text, or a non-empty list of texts: the output must contain each."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "not_contains"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output contains none of the strings.",\n            "properties": {\n              "expected": {\n                "anyOf": [\n                  {\n                    "type": "string"\n                  },\n                  {\n                    "type": "array",\n                    "items": {\n                      "type": "string"\n                    },\n                    "minItems": 1\n                  }\n                ],\n                "errorMessage": "must be a string or a non-empty list of strings",\n                "description": "A text, or a non-empty list of texts: the output must contain none."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "max_length"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).",\n            "properties": {\n              "limit": {\n                "type": "integer",\n                "minimum": 0,\n                "description": "The most characters the output may have (an integer ≥ 0)."\n              }\n            },\n            "required": [\n              "limit"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "min_length"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output has at least `limit` characters, counted the same way.",\n            "properties": {\n              "limit": {\n                "type": "integer",\n                "minimum": 0,\n                "description": "The fewest characters the output may have (an integer ≥ 0)."\n              }\n            },\n            "required": [\n              "limit"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "max_words"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output has at most `limit` words (runs of non-whitespace).",\n            "properties": {\n              "limit": {\n                "type": "integer",\n                "minimum": 0,\n                "description": "The most words the output may have (an integer ≥ 0)."\n              }\n            },\n            "required": [\n              "limit"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "regex"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output matches.",\n            "properties": {\n              "pattern": {\n                "type": "string",\n                "description": "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output."\n              },\n              "flags": {\n                "type": "string",\n                "pattern": "^[imsu]*$",\n                "errorMessage": "must be made of the flags i, m, s and u",\n                "description": "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)."\n              }\n            },\n            "required": [\n              "pattern"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "json"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output is JSON, valid against `schema` and equal to `expected` when given.",\n            "properties": {\n              "schema": {\n                "$ref": "#/$defs/jsonSchema",\n                "description": "The parsed output must validate against this JSON Schema."\n              },\n              "expected": {\n                "description": "The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `\\"1\\"` does not equal `1`)."\n              }\n            }\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "classification"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [\\" billing\\"]` holds `expected: billing`.",\n            "properties": {\n              "expected": {\n                "type": "string",\n                "description": "The expected label; one of `labels` when they are given."\n              },\n              "labels": {\n                "type": "array",\n                "items": {\n                  "type": "string"\n                },\n                "minItems": 1,\n                "uniqueItems": true,\n                "description": "The allowed labels, non-empty, no repeats; the prediction must be one of them."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "required_fields"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the JSON output has every path and value; give `required`, `values` or both.",\n            "properties": {\n              "required": {\n                "type": "array",\n                "items": {\n                  "type": "string"\n                },\n                "description": "Dotted paths that must exist: `customer.name`, `items.0.sku`."\n              },\n              "values": {\n                "type": "object",\n                "description": "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)."\n              }\n            },\n            "allOf": [\n              {\n                "anyOf": [\n                  {\n                    "required": [\n                      "required"\n                    ]\n                  },\n                  {\n                    "required": [\n                      "values"\n                    ]\n                  }\n                ],\n                "errorMessage": "needs \'required\' (paths that must exist), \'values\' (paths and values), or both"\n              }\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "tool_call"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the model made exactly these calls; give `expected` or `calls`, not both.",\n            "properties": {\n              "expected": {\n                "$ref": "#/$defs/expectedToolCall",\n                "description": "The one call the model must make: `{name, arguments?, arguments_schema?}`."\n              },\n              "calls": {\n                "type": "array",\n                "items": {\n                  "$ref": "#/$defs/expectedToolCall"\n                },\n                "description": "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)."\n              },\n              "arguments_schema": {\n                "$ref": "#/$defs/jsonSchema",\n                "description": "Every call\'s arguments must validate against this JSON Schema."\n              }\n            },\n            "allOf": [\n              {\n                "oneOf": [\n                  {\n                    "required": [\n                      "expected"\n                    ]\n                  },\n                  {\n                    "required": [\n                      "calls"\n                    ]\n                  }\n                ],\n                "errorMessage": "needs either \'expected\' (one call) or \'calls\' (an ordered list), not both"\n              }\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "retrieval"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the retrieved ids equal `expected_documents`. No prompt fields. Needs `corpus`.",\n            "properties": {\n              "query": {\n                "type": "string",\n                "description": "Text embedded and matched against the suite\'s corpus."\n              },\n              "top_k": {\n                "type": "integer",\n                "minimum": 1,\n                "description": "How many documents to retrieve; when absent, as many as `expected_documents` lists."\n              },\n              "expected_documents": {\n                "type": "array",\n                "items": {\n                  "type": "string"\n                },\n                "minItems": 1,\n                "description": "Ids of the documents expected, in rank order."\n              }\n            },\n            "required": [\n              "query",\n              "expected_documents"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "mcp"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the MCP interactions equal `expected_calls`, in order. Needs `mcp_servers`.",\n            "properties": {\n              "expected_calls": {\n                "type": "array",\n                "items": {\n                  "$ref": "#/$defs/expectedMcpCall"\n                },\n                "description": "The MCP tool calls the model must make, in order: `[{tool: server.tool, arguments?, arguments_schema?}]`."\n              },\n              "servers": {\n                "type": "array",\n                "items": {\n                  "type": "string",\n                  "pattern": "^[A-Za-z0-9_-]+$"\n                },\n                "minItems": 1,\n                "description": "Offer only these servers\' tools; when absent, every server of the suite."\n              }\n            },\n            "required": [\n              "expected_calls"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "custom"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the plugin\'s function returns a pass.",\n            "properties": {\n              "check": {\n                "type": "string",\n                "minLength": 1,\n                "description": "Name of a check a `--plugin` module registers."\n              },\n              "params": {\n                "type": "object",\n                "description": "Passed to the check as `ctx.case.params`."\n              }\n            },\n            "required": [\n              "check"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "none"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when nothing of its own: only the contract with the baseline is checked (`contract` is required).",\n            "properties": {},\n            "allOf": [\n              {\n                "required": [\n                  "contract"\n                ],\n                "errorMessage": "type \'none\' has no check of its own: it needs a \'contract\'"\n              }\n            ]\n          }\n        }\n      ],\n      "unevaluatedProperties": false\n    },\n    "check": {\n      "type": "object",\n      "description": "One more criterion: `type` and the fields of that check type.",\n      "properties": {\n        "type": {\n          "enum": [\n            "exact",\n            "contains",\n            "not_contains",\n            "max_length",\n            "min_length",\n            "max_words",\n            "regex",\n            "json",\n            "classification",\n            "required_fields",\n            "tool_call",\n            "custom"\n          ],\n          "description": "The check type (retrieval and mcp cases name theirs in the case\'s own `type`)."\n        }\n      },\n      "required": [\n        "type"\n      ],\n      "allOf": [\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "exact"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output equals `expected`; surrounding whitespace stripped unless `strip: false`.",\n            "properties": {\n              "expected": {\n                "type": "string",\n                "description": "The output must equal this text."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              },\n              "strip": {\n                "type": "boolean",\n                "default": true,\n                "description": "Strip surrounding whitespace from the output before comparing."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "contains"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output contains every string.",\n            "properties": {\n              "expected": {\n                "anyOf": [\n                  {\n                    "type": "string"\n                  },\n                  {\n                    "type": "array",\n                    "items": {\n                      "type": "string"\n                    },\n                    "minItems": 1\n                  }\n                ],\n                "errorMessage": "must be a string or a non-empty list of strings",\n                "description": "A text, or a non-empty list of texts: the output must contain each."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "not_contains"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output contains none of the strings.",\n            "properties": {\n              "expected": {\n                "anyOf": [\n                  {\n                    "type": "string"\n                  },\n                  {\n                    "type": "array",\n                    "items": {\n                      "type": "string"\n                    },\n                    "minItems": 1\n                  }\n                ],\n                "errorMessage": "must be a string or a non-empty list of strings",\n                "description": "A text, or a non-empty list of texts: the output must contain none."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "max_length"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output has at most `limit` characters (Unicode code points, surrounding whitespace stripped).",\n            "properties": {\n              "limit": {\n                "type": "integer",\n                "minimum": 0,\n                "description": "The most characters the output may have (an integer ≥ 0)."\n              }\n            },\n            "required": [\n              "limit"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "min_length"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output has at least `limit` characters, counted the same way.",\n            "properties": {\n              "limit": {\n                "type": "integer",\n                "minimum": 0,\n                "description": "The fewest characters the output may have (an integer ≥ 0)."\n              }\n            },\n            "required": [\n              "limit"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "max_words"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output has at most `limit` words (runs of non-whitespace).",\n            "properties": {\n              "limit": {\n                "type": "integer",\n                "minimum": 0,\n                "description": "The most words the output may have (an integer ≥ 0)."\n              }\n            },\n            "required": [\n              "limit"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "regex"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output matches.",\n            "properties": {\n              "pattern": {\n                "type": "string",\n                "description": "An RE2 regular expression (linear time: no backreferences, no lookaround), searched anywhere in the output."\n              },\n              "flags": {\n                "type": "string",\n                "pattern": "^[imsu]*$",\n                "errorMessage": "must be made of the flags i, m, s and u",\n                "description": "Any of `i` (ignore case), `m` (`^`/`$` at line breaks), `s` (`.` matches a newline), `u` (accepted, changes nothing)."\n              }\n            },\n            "required": [\n              "pattern"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "json"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the output is JSON, valid against `schema` and equal to `expected` when given.",\n            "properties": {\n              "schema": {\n                "$ref": "#/$defs/jsonSchema",\n                "description": "The parsed output must validate against this JSON Schema."\n              },\n              "expected": {\n                "description": "The parsed output must equal this value, `null` included (JSON semantics: `1` equals `1.0`, `\\"1\\"` does not equal `1`)."\n              }\n            }\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "classification"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the whitespace-stripped prediction equals `expected` and is one of `labels`. Labels, `expected` and the prediction are all compared trimmed (and folded with `case_insensitive`), at load as at run time: `labels: [\\" billing\\"]` holds `expected: billing`.",\n            "properties": {\n              "expected": {\n                "type": "string",\n                "description": "The expected label; one of `labels` when they are given."\n              },\n              "labels": {\n                "type": "array",\n                "items": {\n                  "type": "string"\n                },\n                "minItems": 1,\n                "uniqueItems": true,\n                "description": "The allowed labels, non-empty, no repeats; the prediction must be one of them."\n              },\n              "case_insensitive": {\n                "type": "boolean",\n                "default": false,\n                "description": "Compare ignoring case."\n              }\n            },\n            "required": [\n              "expected"\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "required_fields"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the JSON output has every path and value; give `required`, `values` or both.",\n            "properties": {\n              "required": {\n                "type": "array",\n                "items": {\n                  "type": "string"\n                },\n                "description": "Dotted paths that must exist: `customer.name`, `items.0.sku`."\n              },\n              "values": {\n                "type": "object",\n                "description": "Dotted path → the value it must hold, compared as JSON (`1` equals `1.0`)."\n              }\n            },\n            "allOf": [\n              {\n                "anyOf": [\n                  {\n                    "required": [\n                      "required"\n                    ]\n                  },\n                  {\n                    "required": [\n                      "values"\n                    ]\n                  }\n                ],\n                "errorMessage": "needs \'required\' (paths that must exist), \'values\' (paths and values), or both"\n              }\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "tool_call"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the model made exactly these calls; give `expected` or `calls`, not both.",\n            "properties": {\n              "expected": {\n                "$ref": "#/$defs/expectedToolCall",\n                "description": "The one call the model must make: `{name, arguments?, arguments_schema?}`."\n              },\n              "calls": {\n                "type": "array",\n                "items": {\n                  "$ref": "#/$defs/expectedToolCall"\n                },\n                "description": "Instead of `expected`: the calls the model must make, in order, each of the same shape (`[]`: no call at all)."\n              },\n              "arguments_schema": {\n                "$ref": "#/$defs/jsonSchema",\n                "description": "Every call\'s arguments must validate against this JSON Schema."\n              }\n            },\n            "allOf": [\n              {\n                "oneOf": [\n                  {\n                    "required": [\n                      "expected"\n                    ]\n                  },\n                  {\n                    "required": [\n                      "calls"\n                    ]\n                  }\n                ],\n                "errorMessage": "needs either \'expected\' (one call) or \'calls\' (an ordered list), not both"\n              }\n            ]\n          }\n        },\n        {\n          "if": {\n            "type": "object",\n            "properties": {\n              "type": {\n                "const": "custom"\n              }\n            },\n            "required": [\n              "type"\n            ]\n          },\n          "then": {\n            "description": "Passes when the plugin\'s function returns a pass.",\n            "properties": {\n              "check": {\n                "type": "string",\n                "minLength": 1,\n                "description": "Name of a check a `--plugin` module registers."\n              },\n              "params": {\n                "type": "object",\n                "description": "Passed to the check as `ctx.case.params`."\n              }\n            },\n            "required": [\n              "check"\n            ]\n          }\n        }\n      ],\n      "unevaluatedProperties": false\n    },\n    "jsonSchema": {\n      "type": "object",\n      "description": "A JSON Schema (draft 2020-12 unless its `$schema` says otherwise)."\n    },\n    "message": {\n      "type": "object",\n      "properties": {\n        "role": {\n          "enum": [\n            "system",\n            "user",\n            "assistant",\n            "tool"\n          ]\n        },\n        "content": {\n          "type": "string"\n        }\n      },\n      "required": [\n        "role",\n        "content"\n      ],\n      "additionalProperties": false\n    },\n    "prompt": {\n      "type": "object",\n      "description": "A template file instead of `input`: `{file: prompts/ticket.txt, vars: {customer: Priya}}`; each `{{name}}` is replaced by `vars.name` (`{{context}}` is reserved for `rag`).",\n      "properties": {\n        "file": {\n          "type": "string",\n          "minLength": 1,\n          "description": "Template path, relative to the suite file."\n        },\n        "vars": {\n          "type": "object",\n          "additionalProperties": {\n            "type": [\n              "string",\n              "number",\n              "boolean"\n            ]\n          },\n          "description": "Values of the template\'s `{{name}}` placeholders."\n        }\n      },\n      "required": [\n        "file"\n      ],\n      "additionalProperties": false\n    },\n    "tool": {\n      "description": "A tool definition: `{name, description, parameters}` or Ollama\'s `{type: function, function: {...}}`.",\n      "if": {\n        "type": "object",\n        "required": [\n          "function"\n        ]\n      },\n      "then": {\n        "type": "object",\n        "properties": {\n          "type": {\n            "const": "function"\n          },\n          "function": {\n            "type": "object",\n            "properties": {\n              "name": {\n                "type": "string",\n                "minLength": 1\n              },\n              "description": {\n                "type": "string"\n              },\n              "parameters": {\n                "$ref": "#/$defs/jsonSchema"\n              }\n            },\n            "required": [\n              "name"\n            ],\n            "additionalProperties": false\n          },\n          "result": {\n            "description": "Stub answer: the runner answers the call with it and continues."\n          }\n        },\n        "additionalProperties": false\n      },\n      "else": {\n        "type": "object",\n        "properties": {\n          "name": {\n            "type": "string",\n            "minLength": 1,\n            "description": "Tool name, as the model calls it."\n          },\n          "description": {\n            "type": "string"\n          },\n          "parameters": {\n            "$ref": "#/$defs/jsonSchema",\n            "description": "JSON Schema of the arguments."\n          },\n          "result": {\n            "description": "Stub answer: the runner answers the call with it and continues."\n          }\n        },\n        "required": [\n          "name"\n        ],\n        "additionalProperties": false\n      }\n    },\n    "format": {\n      "anyOf": [\n        {\n          "const": "json"\n        },\n        {\n          "type": "object"\n        }\n      ],\n      "errorMessage": "must be \\"json\\" or a JSON Schema (a mapping)",\n      "description": "Structured output requested from the provider: `json` or a JSON Schema; when absent, the configuration\'s `format`."\n    },\n    "generation": {\n      "type": "object",\n      "default": {},\n      "description": "Provider options (Ollama `options`: `temperature`, `seed`, `num_ctx`, ...); they override the configuration\'s `options` key by key."\n    },\n    "performance": {\n      "type": "object",\n      "description": "`{max_latency_ms: N}`: a slower case gets a warning (a failure only with `--enforce-performance`). The server\'s own compute time is judged where it reports one, else the wall clock.",\n      "properties": {\n        "max_latency_ms": {\n          "type": "number",\n          "exclusiveMinimum": 0,\n          "description": "Warn when the case is slower (the server\'s compute time where it reports one); gates only with --enforce-performance."\n        }\n      },\n      "additionalProperties": false\n    },\n    "options": {\n      "type": "object",\n      "description": "`{extract: code_fence}`: checks read the content of the output\'s single fenced block (the whole output when there is not exactly one).",\n      "properties": {\n        "extract": {\n          "enum": [\n            "code_fence"\n          ],\n          "description": "`code_fence`: read the content of a single fenced block of the output."\n        }\n      },\n      "additionalProperties": false\n    },\n    "rag": {\n      "type": "object",\n      "description": "`{top_k: N}`: the top N documents retrieved for the prompt replace `{{context}}`. Needs `corpus`.",\n      "properties": {\n        "top_k": {\n          "type": "integer",\n          "minimum": 1\n        }\n      },\n      "required": [\n        "top_k"\n      ],\n      "additionalProperties": false\n    },\n    "expectedToolCall": {\n      "type": "object",\n      "properties": {\n        "name": {\n          "type": "string",\n          "minLength": 1,\n          "description": "Tool name."\n        },\n        "arguments": {\n          "type": "object",\n          "description": "Arguments, compared semantically."\n        },\n        "arguments_schema": {\n          "$ref": "#/$defs/jsonSchema",\n          "description": "The arguments must validate against this schema."\n        }\n      },\n      "required": [\n        "name"\n      ],\n      "additionalProperties": false\n    },\n    "expectedMcpCall": {\n      "type": "object",\n      "properties": {\n        "tool": {\n          "type": "string",\n          "pattern": "^[A-Za-z0-9_-]+\\\\..+$",\n          "errorMessage": "must be a qualified tool name \'server.tool\'",\n          "description": "Qualified tool name `server.tool`."\n        },\n        "arguments": {\n          "type": "object",\n          "description": "Arguments, compared semantically."\n        },\n        "arguments_schema": {\n          "$ref": "#/$defs/jsonSchema",\n          "description": "The arguments must validate against this schema."\n        }\n      },\n      "required": [\n        "tool"\n      ],\n      "additionalProperties": false\n    },\n    "corpus": {\n      "description": "Documents for `retrieval` cases and `rag`: a folder (the ids are the files\' relative paths), `{path: folder}`, or `{jsonl: file}` of `{id, text}` lines; a string ending in `.jsonl` is a JSONL file.",\n      "anyOf": [\n        {\n          "type": "string",\n          "minLength": 1\n        },\n        {\n          "type": "object",\n          "properties": {\n            "path": {\n              "type": "string",\n              "minLength": 1\n            }\n          },\n          "required": [\n            "path"\n          ],\n          "additionalProperties": false\n        },\n        {\n          "type": "object",\n          "properties": {\n            "jsonl": {\n              "type": "string",\n              "minLength": 1\n            }\n          },\n          "required": [\n            "jsonl"\n          ],\n          "additionalProperties": false\n        }\n      ],\n      "errorMessage": "must be a folder path, {path: folder} or {jsonl: file}"\n    },\n    "mcpRestart": {\n      "enum": [\n        "per_configuration",\n        "per_case",\n        "per_repetition"\n      ],\n      "description": "When the server is started fresh: once per suite x configuration (default; the sides of a comparison never share it), for every case, or for every repetition (stateful servers)."\n    },\n    "mcpServer": {\n      "description": "Started over stdio (`command`) or reached over Streamable HTTP (`url`).",\n      "if": {\n        "type": "object",\n        "required": [\n          "url"\n        ]\n      },\n      "then": {\n        "type": "object",\n        "properties": {\n          "url": {\n            "type": "string",\n            "pattern": "^https?://",\n            "errorMessage": "must be an http:// or https:// URL"\n          },\n          "headers": {\n            "type": "object",\n            "additionalProperties": {\n              "type": "string"\n            }\n          },\n          "restart": {\n            "$ref": "#/$defs/mcpRestart"\n          }\n        },\n        "additionalProperties": false\n      },\n      "else": {\n        "type": "object",\n        "properties": {\n          "command": {\n            "type": "string",\n            "minLength": 1,\n            "description": "Executable, found on PATH."\n          },\n          "args": {\n            "type": "array",\n            "items": {\n              "type": "string"\n            }\n          },\n          "env": {\n            "type": "object",\n            "additionalProperties": {\n              "type": "string"\n            },\n            "description": "Added to the inherited environment."\n          },\n          "cwd": {\n            "type": "string",\n            "description": "Working folder, relative to the suite file (default: its folder)."\n          },\n          "restart": {\n            "$ref": "#/$defs/mcpRestart"\n          }\n        },\n        "required": [\n          "command"\n        ],\n        "additionalProperties": false\n      }\n    }\n  }\n}\n', "config": '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "$id": "https://modelgate.dev/schemas/config.json",\n  "title": "ModelGate run configuration",\n  "description": "One side of a comparison: a model served by Ollama or by an OpenAI-compatible server (llama.cpp, vLLM, LM Studio, LocalAI), or recorded outputs replayed. String values may use environment variables as ${NAME} ($${NAME} is a literal).",\n  "type": "object",\n  "properties": {\n    "$schema": {\n      "type": "string",\n      "description": "Where editors find this schema; ModelGate ignores it."\n    },\n    "id": {\n      "type": "string",\n      "minLength": 1,\n      "description": "Stable identity of this configuration in results and reports."\n    },\n    "description": {\n      "type": "string",\n      "description": "Free text."\n    },\n    "provider": {\n      "enum": [\n        "ollama",\n        "openai",\n        "replay"\n      ],\n      "description": "`ollama` calls an Ollama server; `openai` an OpenAI-compatible server (chat completions); `replay` serves recorded outputs."\n    },\n    "model": {\n      "type": "string",\n      "minLength": 1,\n      "description": "Ollama model tag, e.g. `llama3.1:8b`, or the model id an OpenAI-compatible server lists at `/v1/models`. Required for `ollama` and `openai`; a `replay` configuration may name the model its outputs came from."\n    },\n    "base_url": {\n      "type": "string",\n      "minLength": 1,\n      "description": "Ollama: the server address; when absent, `$OLLAMA_HOST`, else `http://localhost:11434`. Without a scheme `http://` is added and without a port `:11434` (`gpu-box` → `http://gpu-box:11434`), as Ollama reads `OLLAMA_HOST`. `openai` (required): the API root, e.g. `http://localhost:8080/v1`."\n    },\n    "api_key": {\n      "type": "string",\n      "description": "`openai` only: sent as `Authorization: Bearer ...`; write it as `${VAR}`. Redacted in everything written and never printed."\n    },\n    "endpoint": {\n      "enum": [\n        "chat",\n        "generate"\n      ],\n      "default": "chat",\n      "description": "Ollama API: `chat` (`/api/chat`) or `generate` (`/api/generate`)."\n    },\n    "options": {\n      "type": "object",\n      "default": {},\n      "description": "Generation options (Ollama `options`; for openai request fields such as temperature, seed, top_p, max_tokens, stop, frequency_penalty, presence_penalty, and server extras such as top_k or min_p); a case\'s `generation` overrides them."\n    },\n    "system": {\n      "type": "string",\n      "description": "Default system prompt of the cases that give none."\n    },\n    "format": {\n      "anyOf": [\n        {\n          "const": "json"\n        },\n        {\n          "type": "object"\n        }\n      ],\n      "errorMessage": "must be \\"json\\" or a JSON Schema (a mapping)",\n      "description": "Default structured output of the cases that request none: `json` or a JSON Schema."\n    },\n    "embedding_model": {\n      "type": "string",\n      "minLength": 1,\n      "description": "Model that embeds the corpus for retrieval cases and `rag` (Ollama `/api/embed`, or `/v1/embeddings` for `openai`)."\n    },\n    "timeout_s": {\n      "type": "number",\n      "exclusiveMinimum": 0,\n      "default": 120,\n      "description": "Timeout of each model call, in seconds."\n    },\n    "ready_timeout_s": {\n      "type": "number",\n      "minimum": 0,\n      "description": "How long to wait, before the first call, for a server that does not answer yet, in seconds (0: ask once). When absent: 10 for the CLI, where a refused connection usually means Ollama is not started, 60 for the Action, which may start it in a service container."\n    },\n    "retries": {\n      "type": "integer",\n      "minimum": 0,\n      "maximum": 10,\n      "default": 2,\n      "description": "Retries of transient failures (connection reset, 429, 5xx, a timeout status), 0–10."\n    },\n    "concurrency": {\n      "anyOf": [\n        {\n          "type": "integer",\n          "minimum": 1,\n          "maximum": 64\n        },\n        {\n          "const": "auto"\n        }\n      ],\n      "errorMessage": "must be an integer from 1 to 64, or auto",\n      "description": "Calls in flight at once (1–64), or `auto`: the server\'s parallel slots + 1 (llama-server\'s `/props`, `OLLAMA_NUM_PARALLEL`), 1 with a note when the server does not report them. When absent: slots + 1 with `OLLAMA_NUM_PARALLEL` set, else 1."\n    },\n    "pull": {\n      "type": "boolean",\n      "default": true,\n      "description": "Ollama: pull a missing model before the run."\n    },\n    "capture_output": {\n      "enum": [\n        "full",\n        "hash",\n        "none"\n      ],\n      "default": "full",\n      "description": "What result files keep of each output: the text (`full`), its SHA-256 (`hash`), or nothing (`none`)."\n    },\n    "headers": {\n      "type": "object",\n      "additionalProperties": {\n        "type": "string"\n      },\n      "default": {},\n      "description": "HTTP headers for every request (string values), e.g. for an auth proxy. Written to results redacted: secret-named headers entirely, `Bearer`/`Basic`/`Token` credentials, and every value taken from the environment."\n    },\n    "keep_alive": {\n      "type": [\n        "string",\n        "number"\n      ],\n      "description": "How long Ollama keeps the model loaded after a call: a duration such as `5m`, or seconds."\n    },\n    "think": {\n      "anyOf": [\n        {\n          "type": "boolean"\n        },\n        {\n          "enum": [\n            "low",\n            "medium",\n            "high"\n          ]\n        }\n      ],\n      "errorMessage": "must be true, false, low, medium or high",\n      "description": "Ollama: ask a thinking model to think (`true`), not to (`false`), or how hard (`low`, `medium`, `high`)."\n    },\n    "outputs": {\n      "type": "string",\n      "minLength": 1,\n      "description": "`replay` (required): a recorded-outputs file, a ModelGate result file (`modelgate.run/v2`, or v1), or a folder of result files (each serves the suite it names), relative to this configuration file. Not allowed with `ollama` or `openai`."\n    },\n    "cache": {\n      "type": "string",\n      "minLength": 1,\n      "description": "Response cache folder, relative to this configuration file: an identical request (same model digest, body and repetition) is served from it without a model call. `--no-cache` bypasses it."\n    },\n    "cache_max_mb": {\n      "type": "number",\n      "exclusiveMinimum": 0,\n      "default": 256,\n      "description": "Size cap of the response cache folder, in MiB; least recently used entries are pruned after a run."\n    }\n  },\n  "required": [\n    "id",\n    "provider"\n  ],\n  "additionalProperties": false,\n  "allOf": [\n    {\n      "if": {\n        "properties": {\n          "provider": {\n            "const": "replay"\n          }\n        },\n        "required": [\n          "provider"\n        ]\n      },\n      "then": {\n        "required": [\n          "outputs"\n        ]\n      }\n    },\n    {\n      "if": {\n        "properties": {\n          "provider": {\n            "const": "ollama"\n          }\n        },\n        "required": [\n          "provider"\n        ]\n      },\n      "then": {\n        "required": [\n          "model"\n        ],\n        "properties": {\n          "outputs": {\n            "not": {},\n            "errorMessage": "is only used by provider \'replay\'"\n          }\n        }\n      }\n    },\n    {\n      "if": {\n        "properties": {\n          "provider": {\n            "enum": [\n              "ollama",\n              "replay"\n            ]\n          }\n        },\n        "required": [\n          "provider"\n        ]\n      },\n      "then": {\n        "properties": {\n          "api_key": {\n            "not": {},\n            "errorMessage": "is only used by provider \'openai\'"\n          }\n        }\n      }\n    },\n    {\n      "if": {\n        "properties": {\n          "provider": {\n            "const": "openai"\n          }\n        },\n        "required": [\n          "provider"\n        ]\n      },\n      "then": {\n        "required": [\n          "model",\n          "base_url"\n        ],\n        "properties": {\n          "outputs": {\n            "not": {},\n            "errorMessage": "is only used by provider \'replay\'"\n          },\n          "endpoint": {\n            "not": {},\n            "errorMessage": "is only used by provider \'ollama\'"\n          },\n          "pull": {\n            "not": {},\n            "errorMessage": "is only used by provider \'ollama\'"\n          },\n          "keep_alive": {\n            "not": {},\n            "errorMessage": "is only used by provider \'ollama\'"\n          },\n          "think": {\n            "not": {},\n            "errorMessage": "is only used by provider \'ollama\'"\n          }\n        }\n      }\n    }\n  ]\n}\n', "recorded": '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "$id": "https://modelgate.dev/schemas/recorded.json",\n  "title": "ModelGate recorded outputs",\n  "description": "Outputs (and optionally tool calls, retrieved ids and MCP calls) per case id, replayed instead of calling a model.",\n  "type": "object",\n  "properties": {\n    "$schema": {\n      "type": "string",\n      "description": "Where editors find this schema; ModelGate ignores it."\n    },\n    "outputs": {\n      "type": "object",\n      "description": "Case id → a text, an entry (a mapping with `output`), or `{repetitions: [text | entry, ...]}`. Other top-level fields are ignored.",\n      "additionalProperties": {\n        "$ref": "#/$defs/entry"\n      }\n    }\n  },\n  "required": [\n    "outputs"\n  ],\n  "$defs": {\n    "entry": {\n      "if": {\n        "type": "object",\n        "required": [\n          "repetitions"\n        ]\n      },\n      "then": {\n        "type": "object",\n        "properties": {\n          "repetitions": {\n            "type": "array",\n            "minItems": 1,\n            "items": {\n              "$ref": "#/$defs/repetition"\n            },\n            "description": "One item per repetition, in order, each a text or an entry; alone in its entry."\n          }\n        },\n        "additionalProperties": false\n      },\n      "else": {\n        "$ref": "#/$defs/repetition"\n      }\n    },\n    "repetition": {\n      "if": {\n        "type": "string"\n      },\n      "then": {\n        "description": "The output text."\n      },\n      "else": {\n        "type": "object",\n        "properties": {\n          "output": {\n            "type": "string",\n            "description": "The text the model answered (required in an entry)."\n          },\n          "latency_ms": {\n            "type": "number",\n            "minimum": 0,\n            "maximum": 604800000,\n            "description": "Recorded duration in ms (at most a week): reports mark it `recorded`; without it the replay is `measured`."\n          },\n          "metadata": {\n            "type": "object",\n            "description": "Provider metadata: token counts and durations, e.g. Ollama\'s `eval_count`, `eval_duration`."\n          },\n          "tool_calls": {\n            "type": "array",\n            "items": {\n              "$ref": "#/$defs/toolCall"\n            },\n            "description": "Tool calls, in order: `[{name, arguments}]` or `[{type: function, function: {name, arguments}}]`; `arguments` a mapping or a JSON string (one that does not parse is invalid evidence, never a mere mismatch)."\n          },\n          "retrieved": {\n            "type": "array",\n            "items": {\n              "type": [\n                "string",\n                "integer"\n              ]\n            },\n            "description": "Ids of the retrieved documents, in rank order (integers are read as their digits)."\n          },\n          "mcp_calls": {\n            "type": "array",\n            "items": {\n              "$ref": "#/$defs/mcpCall"\n            },\n            "description": "MCP tool interactions, in order: `[{tool: server.tool, arguments, is_error}]`; `is_error` defaults to `false`."\n          }\n        },\n        "required": [\n          "output"\n        ],\n        "additionalProperties": false,\n        "errorMessage": "must be a text or a mapping with \'output\'"\n      }\n    },\n    "toolCall": {\n      "description": "`{name, arguments}` or `{type: function, function: {name, arguments}}`.",\n      "if": {\n        "type": "object",\n        "required": [\n          "function"\n        ]\n      },\n      "then": {\n        "type": "object",\n        "properties": {\n          "type": {\n            "const": "function"\n          },\n          "id": {\n            "type": "string"\n          },\n          "function": {\n            "type": "object",\n            "properties": {\n              "name": {\n                "type": "string",\n                "minLength": 1\n              },\n              "arguments": {\n                "anyOf": [\n                  {\n                    "type": "object"\n                  },\n                  {\n                    "type": "string"\n                  }\n                ],\n                "errorMessage": "must be a mapping or a JSON string",\n                "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)."\n              }\n            },\n            "required": [\n              "name"\n            ],\n            "additionalProperties": false\n          }\n        },\n        "additionalProperties": false\n      },\n      "else": {\n        "type": "object",\n        "properties": {\n          "id": {\n            "type": "string"\n          },\n          "name": {\n            "type": "string",\n            "minLength": 1\n          },\n          "arguments": {\n            "anyOf": [\n              {\n                "type": "object"\n              },\n              {\n                "type": "string"\n              }\n            ],\n            "errorMessage": "must be a mapping or a JSON string",\n            "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)."\n          }\n        },\n        "required": [\n          "name"\n        ],\n        "additionalProperties": false\n      }\n    },\n    "mcpCall": {\n      "type": "object",\n      "properties": {\n        "tool": {\n          "type": "string",\n          "pattern": "^[A-Za-z0-9_-]+\\\\..+$",\n          "errorMessage": "must be a qualified tool name \'server.tool\'"\n        },\n        "arguments": {\n          "anyOf": [\n            {\n              "type": "object"\n            },\n            {\n              "type": "string"\n            }\n          ],\n          "errorMessage": "must be a mapping or a JSON string",\n          "description": "The arguments: a mapping, or a JSON string (one that does not parse is invalid evidence)."\n        },\n        "is_error": {\n          "type": "boolean",\n          "description": "The server reported an error (default false)."\n        }\n      },\n      "required": [\n        "tool"\n      ],\n      "additionalProperties": false\n    }\n  }\n}\n', "result": '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "$id": "https://modelgate.dev/schemas/result.json",\n  "title": "ModelGate run result (modelgate.run/v2)",\n  "description": "What one run of one suite with one configuration produced, written by `modelgate run`.",\n  "$defs": {\n    "case": {\n      "type": "object",\n      "required": [\n        "id",\n        "type",\n        "tags",\n        "source",\n        "case_sha256",\n        "contract",\n        "status",\n        "repeat",\n        "min_pass",\n        "pass_count",\n        "judged_count",\n        "max_latency_ms",\n        "repetitions"\n      ],\n      "properties": {\n        "id": {\n          "type": "string"\n        },\n        "type": {\n          "enum": [\n            "exact",\n            "contains",\n            "not_contains",\n            "max_length",\n            "min_length",\n            "max_words",\n            "regex",\n            "json",\n            "classification",\n            "required_fields",\n            "tool_call",\n            "retrieval",\n            "mcp",\n            "custom",\n            "none",\n            "checks"\n          ]\n        },\n        "tags": {\n          "type": "array",\n          "items": {\n            "type": "string"\n          }\n        },\n        "source": {\n          "type": "object",\n          "required": [\n            "file",\n            "line"\n          ],\n          "properties": {\n            "file": {\n              "type": "string"\n            },\n            "line": {\n              "minimum": 0,\n              "type": "integer"\n            }\n          }\n        },\n        "case_sha256": {\n          "pattern": "^[0-9a-f]{64}$",\n          "description": "SHA-256 of the case\'s canonical definition.",\n          "type": "string"\n        },\n        "contract": {\n          "enum": [\n            "text",\n            "json",\n            "tool_calls",\n            "retrieval",\n            "mcp",\n            null\n          ]\n        },\n        "status": {\n          "enum": [\n            "pass",\n            "fail",\n            "invalid",\n            "error",\n            "unavailable",\n            "timeout",\n            "cancelled"\n          ]\n        },\n        "repeat": {\n          "minimum": 1,\n          "type": "integer"\n        },\n        "min_pass": {\n          "minimum": 1,\n          "type": "integer"\n        },\n        "pass_count": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "judged_count": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "max_latency_ms": {\n          "type": [\n            "number",\n            "null"\n          ]\n        },\n        "repetitions": {\n          "type": "array",\n          "items": {\n            "$ref": "#/$defs/repetition"\n          }\n        }\n      }\n    },\n    "repetition": {\n      "type": "object",\n      "required": [\n        "index",\n        "status",\n        "output",\n        "output_sha256",\n        "evidence",\n        "duration_ms",\n        "duration_source",\n        "reason",\n        "details",\n        "warnings",\n        "error",\n        "provider_metadata",\n        "attempts"\n      ],\n      "properties": {\n        "index": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "status": {\n          "enum": [\n            "pass",\n            "fail",\n            "invalid",\n            "error",\n            "unavailable",\n            "timeout",\n            "cancelled"\n          ]\n        },\n        "output": {\n          "description": "The full text; null when capture is hash or none.",\n          "type": [\n            "string",\n            "null"\n          ]\n        },\n        "output_sha256": {\n          "anyOf": [\n            {\n              "pattern": "^[0-9a-f]{64}$",\n              "type": "string"\n            },\n            {\n              "type": "null"\n            }\n          ]\n        },\n        "evidence": {\n          "$ref": "#/$defs/evidence"\n        },\n        "duration_ms": {\n          "minimum": 0,\n          "maximum": 604800000,\n          "type": [\n            "number",\n            "null"\n          ]\n        },\n        "duration_source": {\n          "enum": [\n            "recorded",\n            "measured",\n            "cached"\n          ]\n        },\n        "compute_ms": {\n          "minimum": 0,\n          "description": "Provider compute time in ms (Ollama: prompt_eval_duration + eval_duration), without load or queue wait.",\n          "type": "number"\n        },\n        "reason": {\n          "type": [\n            "string",\n            "null"\n          ]\n        },\n        "details": {\n          "type": "object"\n        },\n        "warnings": {\n          "type": "array",\n          "items": {\n            "type": "string"\n          }\n        },\n        "error": {\n          "type": [\n            "string",\n            "null"\n          ]\n        },\n        "provider_metadata": {\n          "type": "object"\n        },\n        "attempts": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "seed": {\n          "type": "integer",\n          "description": "The seed this repetition sampled with: the configured seed plus the repetition index."\n        }\n      }\n    },\n    "evidence": {\n      "type": "object",\n      "properties": {\n        "json": {\n          "description": "The parsed JSON output. v2 writes it only when it cannot be derived from the output; otherwise json_from says where to parse it from."\n        },\n        "json_from": {\n          "enum": [\n            "output",\n            "code_fence"\n          ],\n          "description": "v2: the parsed JSON output is the output (`output`) or its one code fence (`code_fence`) parsed strictly; readers derive `json` from it."\n        },\n        "json_error": {\n          "type": "string"\n        },\n        "json_sha256": {\n          "pattern": "^[0-9a-f]{64}$",\n          "description": "capture hash, json contract: SHA-256 of the parsed value\'s semantic canonical form (member order and 1 vs 1.0 normalised).",\n          "type": "string"\n        },\n        "text_sha256": {\n          "pattern": "^[0-9a-f]{64}$",\n          "description": "capture hash, text contract: SHA-256 of the whitespace-normalised output.",\n          "type": "string"\n        },\n        "label": {\n          "type": "string"\n        },\n        "tool_calls": {\n          "type": "array",\n          "items": {\n            "$ref": "#/$defs/toolCall"\n          }\n        },\n        "tool_calls_error": {\n          "description": "Why the output text could not be read as tool calls (JSON that does not parse, or is not a call): invalid evidence, not a mismatch.",\n          "type": "string"\n        },\n        "unexecuted_calls": {\n          "description": "Calls the agent loop did not execute because it stopped at max_turns: not interactions, never read by checks or contracts.",\n          "type": "array",\n          "items": {\n            "$ref": "#/$defs/toolCall"\n          }\n        },\n        "retrieved": {\n          "type": "array",\n          "items": {\n            "type": "string"\n          }\n        },\n        "mcp_calls": {\n          "type": "array",\n          "items": {\n            "type": "object",\n            "required": [\n              "tool",\n              "arguments",\n              "is_error"\n            ],\n            "properties": {\n              "tool": {\n                "type": "string"\n              },\n              "arguments": {},\n              "arguments_error": {\n                "type": "string"\n              },\n              "is_error": {\n                "type": "boolean"\n              }\n            }\n          }\n        }\n      }\n    },\n    "toolCall": {\n      "type": "object",\n      "required": [\n        "name",\n        "arguments"\n      ],\n      "properties": {\n        "name": {\n          "type": "string"\n        },\n        "arguments": {},\n        "arguments_error": {\n          "type": "string"\n        }\n      }\n    }\n  },\n  "type": "object",\n  "required": [\n    "format",\n    "suite",\n    "config",\n    "runtime",\n    "started_at",\n    "finished_at",\n    "cancelled",\n    "selection",\n    "capture",\n    "summary",\n    "cases"\n  ],\n  "properties": {\n    "format": {\n      "enum": [\n        "modelgate.run/v1",\n        "modelgate.run/v2"\n      ],\n      "description": "Format and version of this file: modelgate.run/v2 is written; modelgate.run/v1 is still read."\n    },\n    "suite": {\n      "type": "object",\n      "required": [\n        "name",\n        "file",\n        "sha256",\n        "description"\n      ],\n      "properties": {\n        "name": {\n          "type": "string"\n        },\n        "file": {\n          "description": "The suite path as given to `run`.",\n          "type": "string"\n        },\n        "sha256": {\n          "pattern": "^[0-9a-f]{64}$",\n          "description": "SHA-256 of the canonical case definitions, in order.",\n          "type": "string"\n        },\n        "description": {\n          "type": [\n            "string",\n            "null"\n          ]\n        }\n      }\n    },\n    "config": {\n      "type": "object",\n      "required": [\n        "id",\n        "provider",\n        "model",\n        "settings"\n      ],\n      "properties": {\n        "id": {\n          "type": "string"\n        },\n        "provider": {\n          "enum": [\n            "ollama",\n            "openai",\n            "replay"\n          ]\n        },\n        "model": {\n          "type": [\n            "string",\n            "null"\n          ]\n        },\n        "settings": {\n          "type": "object",\n          "description": "The configuration as written, environment variables expanded, secrets redacted."\n        }\n      }\n    },\n    "runtime": {\n      "type": "object",\n      "required": [\n        "modelgate",\n        "node",\n        "os",\n        "arch",\n        "provider"\n      ],\n      "properties": {\n        "modelgate": {\n          "type": "string"\n        },\n        "node": {\n          "type": "string"\n        },\n        "os": {\n          "type": "string"\n        },\n        "arch": {\n          "type": "string"\n        },\n        "provider": {\n          "type": "object",\n          "description": "Server version, model digest, family, parameter size, quantization."\n        }\n      }\n    },\n    "started_at": {\n      "description": "ISO 8601.",\n      "type": "string"\n    },\n    "finished_at": {\n      "description": "ISO 8601.",\n      "type": "string"\n    },\n    "cancelled": {\n      "description": "The run was interrupted; unfinished cases are `cancelled`.",\n      "type": "boolean"\n    },\n    "selection": {\n      "type": "object",\n      "required": [\n        "tags",\n        "shard"\n      ],\n      "properties": {\n        "tags": {\n          "type": "array",\n          "items": {\n            "type": "string"\n          }\n        },\n        "cases": {\n          "description": "The run\'s `--case` globs; absent when every case id was accepted.",\n          "type": "array",\n          "items": {\n            "type": "string"\n          }\n        },\n        "shard": {\n          "anyOf": [\n            {\n              "type": "object",\n              "required": [\n                "index",\n                "count"\n              ],\n              "properties": {\n                "index": {\n                  "minimum": 1,\n                  "type": "integer"\n                },\n                "count": {\n                  "minimum": 1,\n                  "type": "integer"\n                }\n              }\n            },\n            {\n              "type": "null"\n            }\n          ]\n        }\n      }\n    },\n    "shard_plan": {\n      "description": "Written by merge of shard parts: the split\'s shard count, the shards merged and the shards missing.",\n      "type": "object",\n      "required": [\n        "count",\n        "present",\n        "missing"\n      ],\n      "properties": {\n        "count": {\n          "minimum": 1,\n          "type": "integer"\n        },\n        "present": {\n          "type": "array",\n          "items": {\n            "minimum": 1,\n            "type": "integer"\n          }\n        },\n        "missing": {\n          "type": "array",\n          "items": {\n            "minimum": 1,\n            "type": "integer"\n          }\n        }\n      }\n    },\n    "capture": {\n      "enum": [\n        "full",\n        "hash",\n        "none"\n      ]\n    },\n    "mcp_servers": {\n      "description": "The suite\'s MCP servers, each with the name and version from its initialize response.",\n      "type": "array",\n      "items": {\n        "type": "object",\n        "required": [\n          "name",\n          "server"\n        ],\n        "properties": {\n          "name": {\n            "type": "string"\n          },\n          "server": {\n            "anyOf": [\n              {\n                "type": "object",\n                "required": [\n                  "name",\n                  "version"\n                ],\n                "properties": {\n                  "name": {\n                    "type": "string"\n                  },\n                  "version": {\n                    "type": "string"\n                  }\n                }\n              },\n              {\n                "type": "null"\n              }\n            ]\n          }\n        }\n      }\n    },\n    "summary": {\n      "type": "object",\n      "required": [\n        "cases",\n        "passed",\n        "failed",\n        "invalid",\n        "errors"\n      ],\n      "properties": {\n        "cases": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "passed": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "failed": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "invalid": {\n          "minimum": 0,\n          "type": "integer"\n        },\n        "errors": {\n          "minimum": 0,\n          "type": "integer"\n        }\n      }\n    },\n    "cases": {\n      "type": "array",\n      "items": {\n        "$ref": "#/$defs/case"\n      }\n    }\n  }\n}\n', "comparison": `{
  "additionalProperties": false,
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://modelgate.dev/schemas/comparison.json",
  "title": "ModelGate comparison (modelgate.compare/v1)",
  "description": "A baseline run compared with a candidate run: one category per case, with the evidence behind it.",
  "type": "object",
  "required": [
    "format",
    "status",
    "summary",
    "baseline",
    "candidate",
    "options",
    "cases",
    "latency",
    "missing_shards",
    "tokens"
  ],
  "properties": {
    "format": {
      "const": "modelgate.compare/v1"
    },
    "status": {
      "enum": [
        "compatible",
        "regressed",
        "unavailable",
        "execution_failure"
      ]
    },
    "summary": {
      "additionalProperties": false,
      "type": "object",
      "required": [
        "cases",
        "regressions",
        "fixed",
        "still_failing",
        "passing",
        "changed",
        "mismatches",
        "invalid",
        "errors",
        "missing",
        "new",
        "flaky"
      ],
      "properties": {
        "cases": {
          "minimum": 0,
          "type": "integer"
        },
        "regressions": {
          "minimum": 0,
          "type": "integer"
        },
        "fixed": {
          "minimum": 0,
          "type": "integer"
        },
        "still_failing": {
          "minimum": 0,
          "type": "integer"
        },
        "passing": {
          "minimum": 0,
          "type": "integer"
        },
        "changed": {
          "minimum": 0,
          "type": "integer"
        },
        "mismatches": {
          "minimum": 0,
          "type": "integer"
        },
        "invalid": {
          "minimum": 0,
          "type": "integer"
        },
        "errors": {
          "minimum": 0,
          "type": "integer"
        },
        "missing": {
          "minimum": 0,
          "type": "integer"
        },
        "new": {
          "minimum": 0,
          "type": "integer"
        },
        "flaky": {
          "minimum": 0,
          "type": "integer"
        }
      }
    },
    "baseline": {
      "additionalProperties": false,
      "type": "object",
      "required": [
        "config_id",
        "provider",
        "model",
        "model_digest",
        "ollama_version",
        "suite",
        "suite_sha256",
        "started_at",
        "finished_at",
        "cancelled",
        "capture",
        "tags",
        "provenance"
      ],
      "properties": {
        "config_id": {
          "type": "string"
        },
        "provider": {
          "enum": [
            "ollama",
            "openai",
            "replay"
          ]
        },
        "model": {
          "type": [
            "string",
            "null"
          ]
        },
        "model_digest": {
          "type": [
            "string",
            "null"
          ]
        },
        "ollama_version": {
          "type": [
            "string",
            "null"
          ]
        },
        "quantization": {
          "type": [
            "string",
            "null"
          ]
        },
        "embedding_model": {
          "type": [
            "string",
            "null"
          ]
        },
        "embedding_digest": {
          "type": [
            "string",
            "null"
          ]
        },
        "mcp_servers": {
          "type": "array",
          "items": {
            "type": "object"
          }
        },
        "suite": {
          "type": "string"
        },
        "suite_sha256": {
          "type": "string"
        },
        "started_at": {
          "type": "string"
        },
        "finished_at": {
          "type": "string"
        },
        "cancelled": {
          "type": "boolean"
        },
        "capture": {
          "enum": [
            "full",
            "hash",
            "none"
          ]
        },
        "tags": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "provenance": {
          "description": "Where a stored baseline came from (filled by the Action); null otherwise.",
          "oneOf": [
            {
              "type": "null"
            },
            {
              "additionalProperties": false,
              "type": "object",
              "required": [
                "source",
                "commit",
                "age_seconds"
              ],
              "properties": {
                "source": {
                  "type": "string"
                },
                "commit": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "age_seconds": {
                  "type": [
                    "number",
                    "null"
                  ]
                }
              }
            }
          ]
        }
      }
    },
    "candidate": {
      "additionalProperties": false,
      "type": "object",
      "required": [
        "config_id",
        "provider",
        "model",
        "model_digest",
        "ollama_version",
        "suite",
        "suite_sha256",
        "started_at",
        "finished_at",
        "cancelled",
        "capture",
        "tags",
        "provenance"
      ],
      "properties": {
        "config_id": {
          "type": "string"
        },
        "provider": {
          "enum": [
            "ollama",
            "openai",
            "replay"
          ]
        },
        "model": {
          "type": [
            "string",
            "null"
          ]
        },
        "model_digest": {
          "type": [
            "string",
            "null"
          ]
        },
        "ollama_version": {
          "type": [
            "string",
            "null"
          ]
        },
        "quantization": {
          "type": [
            "string",
            "null"
          ]
        },
        "embedding_model": {
          "type": [
            "string",
            "null"
          ]
        },
        "embedding_digest": {
          "type": [
            "string",
            "null"
          ]
        },
        "mcp_servers": {
          "type": "array",
          "items": {
            "type": "object"
          }
        },
        "suite": {
          "type": "string"
        },
        "suite_sha256": {
          "type": "string"
        },
        "started_at": {
          "type": "string"
        },
        "finished_at": {
          "type": "string"
        },
        "cancelled": {
          "type": "boolean"
        },
        "capture": {
          "enum": [
            "full",
            "hash",
            "none"
          ]
        },
        "tags": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "provenance": {
          "description": "Where a stored baseline came from (filled by the Action); null otherwise.",
          "oneOf": [
            {
              "type": "null"
            },
            {
              "additionalProperties": false,
              "type": "object",
              "required": [
                "source",
                "commit",
                "age_seconds"
              ],
              "properties": {
                "source": {
                  "type": "string"
                },
                "commit": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "age_seconds": {
                  "type": [
                    "number",
                    "null"
                  ]
                }
              }
            }
          ]
        }
      }
    },
    "options": {
      "additionalProperties": false,
      "type": "object",
      "required": [
        "alpha",
        "correction",
        "latency_threshold_pct",
        "min_latency_delta_ms",
        "min_token_delta",
        "allow_suite_mismatch"
      ],
      "properties": {
        "alpha": {
          "exclusiveMinimum": 0,
          "maximum": 1,
          "type": "number"
        },
        "correction": {
          "enum": [
            "holm",
            "none"
          ]
        },
        "latency_threshold_pct": {
          "minimum": 0,
          "type": "number"
        },
        "min_latency_delta_ms": {
          "minimum": 0,
          "type": "number"
        },
        "min_token_delta": {
          "minimum": 0,
          "type": "number"
        },
        "allow_suite_mismatch": {
          "type": "boolean"
        }
      }
    },
    "cases": {
      "type": "array",
      "items": {
        "additionalProperties": false,
        "type": "object",
        "required": [
          "id",
          "type",
          "category",
          "contract",
          "baseline_status",
          "candidate_status",
          "reason",
          "label_change",
          "baseline_pass_count",
          "candidate_pass_count",
          "repeat",
          "p_value",
          "p_threshold",
          "contract_rates",
          "definition_changed",
          "latency",
          "tokens",
          "baseline_warnings",
          "candidate_warnings",
          "new_warnings",
          "output_changed",
          "diff",
          "source"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "type": {
            "enum": [
              "exact",
              "contains",
              "not_contains",
              "max_length",
              "min_length",
              "max_words",
              "regex",
              "json",
              "classification",
              "required_fields",
              "tool_call",
              "retrieval",
              "mcp",
              "custom",
              "none",
              "checks"
            ]
          },
          "category": {
            "enum": [
              "missing",
              "new",
              "error",
              "regression",
              "invalid",
              "mismatch",
              "flaky",
              "fixed",
              "still_failing",
              "changed",
              "passing"
            ]
          },
          "contract": {
            "enum": [
              "text",
              "json",
              "tool_calls",
              "retrieval",
              "mcp",
              null
            ]
          },
          "baseline_status": {
            "enum": [
              "pass",
              "fail",
              "invalid",
              "error",
              "unavailable",
              "timeout",
              "cancelled",
              null
            ]
          },
          "candidate_status": {
            "enum": [
              "pass",
              "fail",
              "invalid",
              "error",
              "unavailable",
              "timeout",
              "cancelled",
              null
            ]
          },
          "reason": {
            "type": [
              "string",
              "null"
            ]
          },
          "label_change": {
            "oneOf": [
              {
                "type": "null"
              },
              {
                "additionalProperties": false,
                "type": "object",
                "required": [
                  "from",
                  "to"
                ],
                "properties": {
                  "from": {
                    "type": "string"
                  },
                  "to": {
                    "type": "string"
                  }
                }
              }
            ]
          },
          "baseline_pass_count": {
            "minimum": 0,
            "type": [
              "integer",
              "null"
            ]
          },
          "candidate_pass_count": {
            "minimum": 0,
            "type": [
              "integer",
              "null"
            ]
          },
          "repeat": {
            "additionalProperties": false,
            "type": "object",
            "required": [
              "baseline",
              "candidate"
            ],
            "properties": {
              "baseline": {
                "minimum": 1,
                "type": [
                  "integer",
                  "null"
                ]
              },
              "candidate": {
                "minimum": 1,
                "type": [
                  "integer",
                  "null"
                ]
              }
            }
          },
          "p_value": {
            "minimum": 0,
            "maximum": 1,
            "type": [
              "number",
              "null"
            ]
          },
          "p_threshold": {
            "minimum": 0,
            "maximum": 1,
            "description": "The threshold p_value was held to: alpha, Holm-corrected over the comparison's tests.",
            "type": [
              "number",
              "null"
            ]
          },
          "contract_rates": {
            "description": "A contract judged over repetitions: match rates and the corrected test of a drop.",
            "oneOf": [
              {
                "type": "null"
              },
              {
                "additionalProperties": false,
                "type": "object",
                "required": [
                  "baseline_matches",
                  "baseline_total",
                  "candidate_matches",
                  "candidate_total",
                  "p_value",
                  "p_threshold",
                  "significant"
                ],
                "properties": {
                  "baseline_matches": {
                    "minimum": 0,
                    "type": "integer"
                  },
                  "baseline_total": {
                    "minimum": 0,
                    "type": "integer"
                  },
                  "candidate_matches": {
                    "minimum": 0,
                    "type": "integer"
                  },
                  "candidate_total": {
                    "minimum": 0,
                    "type": "integer"
                  },
                  "p_value": {
                    "minimum": 0,
                    "maximum": 1,
                    "type": "number"
                  },
                  "p_threshold": {
                    "minimum": 0,
                    "maximum": 1,
                    "type": "number"
                  },
                  "significant": {
                    "type": "boolean"
                  }
                }
              }
            ]
          },
          "definition_changed": {
            "type": "boolean"
          },
          "latency": {
            "additionalProperties": false,
            "type": "object",
            "required": [
              "figure",
              "baseline_ms",
              "candidate_ms",
              "delta_ms",
              "delta_pct",
              "slower",
              "source"
            ],
            "properties": {
              "figure": {
                "enum": [
                  "compute",
                  "wall_clock",
                  null
                ]
              },
              "baseline_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "candidate_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "delta_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "delta_pct": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "slower": {
                "type": "boolean"
              },
              "source": {
                "additionalProperties": false,
                "type": "object",
                "required": [
                  "baseline",
                  "candidate"
                ],
                "properties": {
                  "baseline": {
                    "enum": [
                      "recorded",
                      "measured",
                      "mixed",
                      null
                    ]
                  },
                  "candidate": {
                    "enum": [
                      "recorded",
                      "measured",
                      "mixed",
                      null
                    ]
                  }
                }
              }
            }
          },
          "tokens": {
            "additionalProperties": false,
            "type": "object",
            "required": [
              "baseline",
              "candidate",
              "delta_pct",
              "longer",
              "tps_baseline",
              "tps_candidate",
              "tps_delta_pct",
              "tps_slower"
            ],
            "properties": {
              "baseline": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "candidate": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "delta_pct": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "longer": {
                "type": "boolean"
              },
              "tps_baseline": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "tps_candidate": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "tps_delta_pct": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "tps_slower": {
                "type": "boolean"
              }
            }
          },
          "baseline_warnings": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "candidate_warnings": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "new_warnings": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "output_changed": {
            "type": "boolean"
          },
          "diff": {
            "type": [
              "string",
              "null"
            ]
          },
          "source": {
            "additionalProperties": false,
            "type": "object",
            "required": [
              "file",
              "line"
            ],
            "properties": {
              "file": {
                "type": "string"
              },
              "line": {
                "minimum": 0,
                "type": "integer"
              }
            }
          }
        }
      }
    },
    "latency": {
      "additionalProperties": false,
      "type": "object",
      "required": [
        "baseline_median_ms",
        "candidate_median_ms",
        "delta_pct",
        "cases_compared",
        "slower_cases",
        "source",
        "figure",
        "threshold_pct",
        "min_delta_ms"
      ],
      "properties": {
        "baseline_median_ms": {
          "type": [
            "number",
            "null"
          ]
        },
        "candidate_median_ms": {
          "type": [
            "number",
            "null"
          ]
        },
        "delta_pct": {
          "type": [
            "number",
            "null"
          ]
        },
        "cases_compared": {
          "minimum": 0,
          "type": "integer"
        },
        "slower_cases": {
          "minimum": 0,
          "type": "integer"
        },
        "source": {
          "additionalProperties": false,
          "type": "object",
          "required": [
            "baseline",
            "candidate"
          ],
          "properties": {
            "baseline": {
              "enum": [
                "recorded",
                "measured",
                "mixed",
                null
              ]
            },
            "candidate": {
              "enum": [
                "recorded",
                "measured",
                "mixed",
                null
              ]
            }
          }
        },
        "figure": {
          "enum": [
            "compute",
            "wall_clock",
            "mixed",
            null
          ]
        },
        "threshold_pct": {
          "type": "number"
        },
        "min_delta_ms": {
          "type": "number"
        }
      }
    },
    "missing_shards": {
      "description": "Merged results whose shard split had parts missing: an execution failure.",
      "type": "array",
      "items": {
        "additionalProperties": false,
        "type": "object",
        "required": [
          "side",
          "count",
          "missing"
        ],
        "properties": {
          "side": {
            "enum": [
              "baseline",
              "candidate"
            ]
          },
          "count": {
            "minimum": 1,
            "type": "integer"
          },
          "missing": {
            "type": "array",
            "items": {
              "minimum": 1,
              "type": "integer"
            }
          }
        }
      }
    },
    "tokens": {
      "additionalProperties": false,
      "type": "object",
      "required": [
        "baseline_median",
        "candidate_median",
        "delta_pct",
        "tps_baseline_median",
        "tps_candidate_median",
        "tps_delta_pct",
        "cases_compared",
        "longer_cases",
        "tps_slower_cases"
      ],
      "properties": {
        "baseline_median": {
          "type": [
            "number",
            "null"
          ]
        },
        "candidate_median": {
          "type": [
            "number",
            "null"
          ]
        },
        "delta_pct": {
          "type": [
            "number",
            "null"
          ]
        },
        "tps_baseline_median": {
          "type": [
            "number",
            "null"
          ]
        },
        "tps_candidate_median": {
          "type": [
            "number",
            "null"
          ]
        },
        "tps_delta_pct": {
          "type": [
            "number",
            "null"
          ]
        },
        "cases_compared": {
          "minimum": 0,
          "type": "integer"
        },
        "longer_cases": {
          "minimum": 0,
          "type": "integer"
        },
        "tps_slower_cases": {
          "minimum": 0,
          "type": "integer"
        }
      }
    }
  }
}
` };
function schemaText(name) {
  return TEXTS[name];
}

// src/cli/commands/schema.ts
var USAGE = COMMAND_USAGE.schema;
async function schemaCommand(argv, io) {
  const parsed = commandFlags("schema", USAGE, io, () => schemaFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { name, output } = parsed.flags;
  await emit(io, output, schemaText(name));
  return EXIT.ok;
}
function schemaFlags(argv) {
  const { values, positionals } = parseFlags(argv, { output: { type: "string", short: "o" } });
  if (values.help === true) return "help";
  const [name, ...extra] = positionals;
  if (name === void 0 || extra.length > 0 || !SCHEMA_TEXT_NAMES.includes(name)) {
    const problem = name === void 0 ? "which schema? " : extra.length > 0 ? `one schema at a time, got ${positionals.length}; ` : `unknown schema '${name}'; `;
    throw new Error(`${problem}choose one of ${SCHEMA_TEXT_NAMES.join(", ")}`);
  }
  return { name, output: values.output };
}
export {
  schemaCommand
};
