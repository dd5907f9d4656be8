import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  DEFAULT_BACKOFF,
  withRetry
} from "./chunk-LEAACBRI.js";
import {
  UNREACHABLE,
  UNRESOLVED,
  authFailure,
  causeChain,
  errorCode,
  excerpt,
  fromWire,
  hostOf,
  invalidHeader,
  mask,
  nodeHttpFetch,
  readinessBounds,
  restoreBigints,
  retryAfterMs,
  secretHeaderValues,
  secretValues,
  serverErrorText,
  toWire,
  waitUntilReady
} from "./chunk-UYNG5VZG.js";
import {
  MAX_JSON_DEPTH,
  displayUrl,
  formatMs,
  nativeIfSame,
  parseStrictJson,
  readArguments,
  urlCredentialSecrets,
  urlCredentials
} from "./chunk-M3C6SGPX.js";
import {
  ProviderError,
  isJsonObject,
  isRecord
} from "./chunk-O3W2D6AK.js";
import {
  __commonJS,
  __toESM
} from "./chunk-5UVNLAJH.js";

// node_modules/whatwg-fetch/dist/fetch.umd.js
var require_fetch_umd = __commonJS({
  "node_modules/whatwg-fetch/dist/fetch.umd.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? factory(exports) : typeof define === "function" && define.amd ? define(["exports"], factory) : factory(global2.WHATWGFetch = {});
    })(exports, (function(exports2) {
      "use strict";
      var g = typeof globalThis !== "undefined" && globalThis || typeof self !== "undefined" && self || // eslint-disable-next-line no-undef
      typeof global !== "undefined" && global || {};
      var support = {
        searchParams: "URLSearchParams" in g,
        iterable: "Symbol" in g && "iterator" in Symbol,
        blob: "FileReader" in g && "Blob" in g && (function() {
          try {
            new Blob();
            return true;
          } catch (e) {
            return false;
          }
        })(),
        formData: "FormData" in g,
        arrayBuffer: "ArrayBuffer" in g
      };
      function isDataView(obj) {
        return obj && DataView.prototype.isPrototypeOf(obj);
      }
      if (support.arrayBuffer) {
        var viewClasses = [
          "[object Int8Array]",
          "[object Uint8Array]",
          "[object Uint8ClampedArray]",
          "[object Int16Array]",
          "[object Uint16Array]",
          "[object Int32Array]",
          "[object Uint32Array]",
          "[object Float32Array]",
          "[object Float64Array]"
        ];
        var isArrayBufferView = ArrayBuffer.isView || function(obj) {
          return obj && viewClasses.indexOf(Object.prototype.toString.call(obj)) > -1;
        };
      }
      function normalizeName(name) {
        if (typeof name !== "string") {
          name = String(name);
        }
        if (/[^a-z0-9\-#$%&'*+.^_`|~!]/i.test(name) || name === "") {
          throw new TypeError('Invalid character in header field name: "' + name + '"');
        }
        return name.toLowerCase();
      }
      function normalizeValue(value) {
        if (typeof value !== "string") {
          value = String(value);
        }
        return value;
      }
      function iteratorFor(items) {
        var iterator = {
          next: function() {
            var value = items.shift();
            return { done: value === void 0, value };
          }
        };
        if (support.iterable) {
          iterator[Symbol.iterator] = function() {
            return iterator;
          };
        }
        return iterator;
      }
      function Headers2(headers) {
        this.map = {};
        if (headers instanceof Headers2) {
          headers.forEach(function(value, name) {
            this.append(name, value);
          }, this);
        } else if (Array.isArray(headers)) {
          headers.forEach(function(header) {
            if (header.length != 2) {
              throw new TypeError("Headers constructor: expected name/value pair to be length 2, found" + header.length);
            }
            this.append(header[0], header[1]);
          }, this);
        } else if (headers) {
          Object.getOwnPropertyNames(headers).forEach(function(name) {
            this.append(name, headers[name]);
          }, this);
        }
      }
      Headers2.prototype.append = function(name, value) {
        name = normalizeName(name);
        value = normalizeValue(value);
        var oldValue = this.map[name];
        this.map[name] = oldValue ? oldValue + ", " + value : value;
      };
      Headers2.prototype["delete"] = function(name) {
        delete this.map[normalizeName(name)];
      };
      Headers2.prototype.get = function(name) {
        name = normalizeName(name);
        return this.has(name) ? this.map[name] : null;
      };
      Headers2.prototype.has = function(name) {
        return this.map.hasOwnProperty(normalizeName(name));
      };
      Headers2.prototype.set = function(name, value) {
        this.map[normalizeName(name)] = normalizeValue(value);
      };
      Headers2.prototype.forEach = function(callback, thisArg) {
        for (var name in this.map) {
          if (this.map.hasOwnProperty(name)) {
            callback.call(thisArg, this.map[name], name, this);
          }
        }
      };
      Headers2.prototype.keys = function() {
        var items = [];
        this.forEach(function(value, name) {
          items.push(name);
        });
        return iteratorFor(items);
      };
      Headers2.prototype.values = function() {
        var items = [];
        this.forEach(function(value) {
          items.push(value);
        });
        return iteratorFor(items);
      };
      Headers2.prototype.entries = function() {
        var items = [];
        this.forEach(function(value, name) {
          items.push([name, value]);
        });
        return iteratorFor(items);
      };
      if (support.iterable) {
        Headers2.prototype[Symbol.iterator] = Headers2.prototype.entries;
      }
      function consumed(body) {
        if (body._noBody) return;
        if (body.bodyUsed) {
          return Promise.reject(new TypeError("Already read"));
        }
        body.bodyUsed = true;
      }
      function fileReaderReady(reader) {
        return new Promise(function(resolve2, reject) {
          reader.onload = function() {
            resolve2(reader.result);
          };
          reader.onerror = function() {
            reject(reader.error);
          };
        });
      }
      function readBlobAsArrayBuffer(blob) {
        var reader = new FileReader();
        var promise = fileReaderReady(reader);
        reader.readAsArrayBuffer(blob);
        return promise;
      }
      function readBlobAsText(blob) {
        var reader = new FileReader();
        var promise = fileReaderReady(reader);
        var match = /charset=([A-Za-z0-9_-]+)/.exec(blob.type);
        var encoding = match ? match[1] : "utf-8";
        reader.readAsText(blob, encoding);
        return promise;
      }
      function readArrayBufferAsText(buf) {
        var view = new Uint8Array(buf);
        var chars = new Array(view.length);
        for (var i = 0; i < view.length; i++) {
          chars[i] = String.fromCharCode(view[i]);
        }
        return chars.join("");
      }
      function bufferClone(buf) {
        if (buf.slice) {
          return buf.slice(0);
        } else {
          var view = new Uint8Array(buf.byteLength);
          view.set(new Uint8Array(buf));
          return view.buffer;
        }
      }
      function Body() {
        this.bodyUsed = false;
        this._initBody = function(body) {
          this.bodyUsed = this.bodyUsed;
          this._bodyInit = body;
          if (!body) {
            this._noBody = true;
            this._bodyText = "";
          } else if (typeof body === "string") {
            this._bodyText = body;
          } else if (support.blob && Blob.prototype.isPrototypeOf(body)) {
            this._bodyBlob = body;
          } else if (support.formData && FormData.prototype.isPrototypeOf(body)) {
            this._bodyFormData = body;
          } else if (support.searchParams && URLSearchParams.prototype.isPrototypeOf(body)) {
            this._bodyText = body.toString();
          } else if (support.arrayBuffer && support.blob && isDataView(body)) {
            this._bodyArrayBuffer = bufferClone(body.buffer);
            this._bodyInit = new Blob([this._bodyArrayBuffer]);
          } else if (support.arrayBuffer && (ArrayBuffer.prototype.isPrototypeOf(body) || isArrayBufferView(body))) {
            this._bodyArrayBuffer = bufferClone(body);
          } else {
            this._bodyText = body = Object.prototype.toString.call(body);
          }
          if (!this.headers.get("content-type")) {
            if (typeof body === "string") {
              this.headers.set("content-type", "text/plain;charset=UTF-8");
            } else if (this._bodyBlob && this._bodyBlob.type) {
              this.headers.set("content-type", this._bodyBlob.type);
            } else if (support.searchParams && URLSearchParams.prototype.isPrototypeOf(body)) {
              this.headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
            }
          }
        };
        if (support.blob) {
          this.blob = function() {
            var rejected = consumed(this);
            if (rejected) {
              return rejected;
            }
            if (this._bodyBlob) {
              return Promise.resolve(this._bodyBlob);
            } else if (this._bodyArrayBuffer) {
              return Promise.resolve(new Blob([this._bodyArrayBuffer]));
            } else if (this._bodyFormData) {
              throw new Error("could not read FormData body as blob");
            } else {
              return Promise.resolve(new Blob([this._bodyText]));
            }
          };
        }
        this.arrayBuffer = function() {
          if (this._bodyArrayBuffer) {
            var isConsumed = consumed(this);
            if (isConsumed) {
              return isConsumed;
            } else if (ArrayBuffer.isView(this._bodyArrayBuffer)) {
              return Promise.resolve(
                this._bodyArrayBuffer.buffer.slice(
                  this._bodyArrayBuffer.byteOffset,
                  this._bodyArrayBuffer.byteOffset + this._bodyArrayBuffer.byteLength
                )
              );
            } else {
              return Promise.resolve(this._bodyArrayBuffer);
            }
          } else if (support.blob) {
            return this.blob().then(readBlobAsArrayBuffer);
          } else {
            throw new Error("could not read as ArrayBuffer");
          }
        };
        this.text = function() {
          var rejected = consumed(this);
          if (rejected) {
            return rejected;
          }
          if (this._bodyBlob) {
            return readBlobAsText(this._bodyBlob);
          } else if (this._bodyArrayBuffer) {
            return Promise.resolve(readArrayBufferAsText(this._bodyArrayBuffer));
          } else if (this._bodyFormData) {
            throw new Error("could not read FormData body as text");
          } else {
            return Promise.resolve(this._bodyText);
          }
        };
        if (support.formData) {
          this.formData = function() {
            return this.text().then(decode);
          };
        }
        this.json = function() {
          return this.text().then(JSON.parse);
        };
        return this;
      }
      var methods = ["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE"];
      function normalizeMethod(method) {
        var upcased = method.toUpperCase();
        return methods.indexOf(upcased) > -1 ? upcased : method;
      }
      function Request(input, options) {
        if (!(this instanceof Request)) {
          throw new TypeError('Please use the "new" operator, this DOM object constructor cannot be called as a function.');
        }
        options = options || {};
        var body = options.body;
        if (input instanceof Request) {
          if (input.bodyUsed) {
            throw new TypeError("Already read");
          }
          this.url = input.url;
          this.credentials = input.credentials;
          if (!options.headers) {
            this.headers = new Headers2(input.headers);
          }
          this.method = input.method;
          this.mode = input.mode;
          this.signal = input.signal;
          if (!body && input._bodyInit != null) {
            body = input._bodyInit;
            input.bodyUsed = true;
          }
        } else {
          this.url = String(input);
        }
        this.credentials = options.credentials || this.credentials || "same-origin";
        if (options.headers || !this.headers) {
          this.headers = new Headers2(options.headers);
        }
        this.method = normalizeMethod(options.method || this.method || "GET");
        this.mode = options.mode || this.mode || null;
        this.signal = options.signal || this.signal || (function() {
          if ("AbortController" in g) {
            var ctrl = new AbortController();
            return ctrl.signal;
          }
        })();
        this.referrer = null;
        if ((this.method === "GET" || this.method === "HEAD") && body) {
          throw new TypeError("Body not allowed for GET or HEAD requests");
        }
        this._initBody(body);
        if (this.method === "GET" || this.method === "HEAD") {
          if (options.cache === "no-store" || options.cache === "no-cache") {
            var reParamSearch = /([?&])_=[^&]*/;
            if (reParamSearch.test(this.url)) {
              this.url = this.url.replace(reParamSearch, "$1_=" + (/* @__PURE__ */ new Date()).getTime());
            } else {
              var reQueryString = /\?/;
              this.url += (reQueryString.test(this.url) ? "&" : "?") + "_=" + (/* @__PURE__ */ new Date()).getTime();
            }
          }
        }
      }
      Request.prototype.clone = function() {
        return new Request(this, { body: this._bodyInit });
      };
      function decode(body) {
        var form = new FormData();
        body.trim().split("&").forEach(function(bytes) {
          if (bytes) {
            var split = bytes.split("=");
            var name = split.shift().replace(/\+/g, " ");
            var value = split.join("=").replace(/\+/g, " ");
            form.append(decodeURIComponent(name), decodeURIComponent(value));
          }
        });
        return form;
      }
      function parseHeaders(rawHeaders) {
        var headers = new Headers2();
        var preProcessedHeaders = rawHeaders.replace(/\r?\n[\t ]+/g, " ");
        preProcessedHeaders.split("\r").map(function(header) {
          return header.indexOf("\n") === 0 ? header.substr(1, header.length) : header;
        }).forEach(function(line) {
          var parts = line.split(":");
          var key = parts.shift().trim();
          if (key) {
            var value = parts.join(":").trim();
            try {
              headers.append(key, value);
            } catch (error) {
              console.warn("Response " + error.message);
            }
          }
        });
        return headers;
      }
      Body.call(Request.prototype);
      function Response2(bodyInit, options) {
        if (!(this instanceof Response2)) {
          throw new TypeError('Please use the "new" operator, this DOM object constructor cannot be called as a function.');
        }
        if (!options) {
          options = {};
        }
        this.type = "default";
        this.status = options.status === void 0 ? 200 : options.status;
        if (this.status < 200 || this.status > 599) {
          throw new RangeError("Failed to construct 'Response': The status provided (0) is outside the range [200, 599].");
        }
        this.ok = this.status >= 200 && this.status < 300;
        this.statusText = options.statusText === void 0 ? "" : "" + options.statusText;
        this.headers = new Headers2(options.headers);
        this.url = options.url || "";
        this._initBody(bodyInit);
      }
      Body.call(Response2.prototype);
      Response2.prototype.clone = function() {
        return new Response2(this._bodyInit, {
          status: this.status,
          statusText: this.statusText,
          headers: new Headers2(this.headers),
          url: this.url
        });
      };
      Response2.error = function() {
        var response = new Response2(null, { status: 200, statusText: "" });
        response.ok = false;
        response.status = 0;
        response.type = "error";
        return response;
      };
      var redirectStatuses = [301, 302, 303, 307, 308];
      Response2.redirect = function(url, status) {
        if (redirectStatuses.indexOf(status) === -1) {
          throw new RangeError("Invalid status code");
        }
        return new Response2(null, { status, headers: { location: url } });
      };
      exports2.DOMException = g.DOMException;
      try {
        new exports2.DOMException();
      } catch (err) {
        exports2.DOMException = function(message, name) {
          this.message = message;
          this.name = name;
          var error = Error(message);
          this.stack = error.stack;
        };
        exports2.DOMException.prototype = Object.create(Error.prototype);
        exports2.DOMException.prototype.constructor = exports2.DOMException;
      }
      function fetch2(input, init) {
        return new Promise(function(resolve2, reject) {
          var request = new Request(input, init);
          if (request.signal && request.signal.aborted) {
            return reject(new exports2.DOMException("Aborted", "AbortError"));
          }
          var xhr = new XMLHttpRequest();
          function abortXhr() {
            xhr.abort();
          }
          xhr.onload = function() {
            var options = {
              statusText: xhr.statusText,
              headers: parseHeaders(xhr.getAllResponseHeaders() || "")
            };
            if (request.url.indexOf("file://") === 0 && (xhr.status < 200 || xhr.status > 599)) {
              options.status = 200;
            } else {
              options.status = xhr.status;
            }
            options.url = "responseURL" in xhr ? xhr.responseURL : options.headers.get("X-Request-URL");
            var body = "response" in xhr ? xhr.response : xhr.responseText;
            setTimeout(function() {
              resolve2(new Response2(body, options));
            }, 0);
          };
          xhr.onerror = function() {
            setTimeout(function() {
              reject(new TypeError("Network request failed"));
            }, 0);
          };
          xhr.ontimeout = function() {
            setTimeout(function() {
              reject(new TypeError("Network request timed out"));
            }, 0);
          };
          xhr.onabort = function() {
            setTimeout(function() {
              reject(new exports2.DOMException("Aborted", "AbortError"));
            }, 0);
          };
          function fixUrl(url) {
            try {
              return url === "" && g.location.href ? g.location.href : url;
            } catch (e) {
              return url;
            }
          }
          xhr.open(request.method, fixUrl(request.url), true);
          if (request.credentials === "include") {
            xhr.withCredentials = true;
          } else if (request.credentials === "omit") {
            xhr.withCredentials = false;
          }
          if ("responseType" in xhr) {
            if (support.blob) {
              xhr.responseType = "blob";
            } else if (support.arrayBuffer) {
              xhr.responseType = "arraybuffer";
            }
          }
          if (init && typeof init.headers === "object" && !(init.headers instanceof Headers2 || g.Headers && init.headers instanceof g.Headers)) {
            var names = [];
            Object.getOwnPropertyNames(init.headers).forEach(function(name) {
              names.push(normalizeName(name));
              xhr.setRequestHeader(name, normalizeValue(init.headers[name]));
            });
            request.headers.forEach(function(value, name) {
              if (names.indexOf(name) === -1) {
                xhr.setRequestHeader(name, value);
              }
            });
          } else {
            request.headers.forEach(function(value, name) {
              xhr.setRequestHeader(name, value);
            });
          }
          if (request.signal) {
            request.signal.addEventListener("abort", abortXhr);
            xhr.onreadystatechange = function() {
              if (xhr.readyState === 4) {
                request.signal.removeEventListener("abort", abortXhr);
              }
            };
          }
          xhr.send(typeof request._bodyInit === "undefined" ? null : request._bodyInit);
        });
      }
      fetch2.polyfill = true;
      if (!g.fetch) {
        g.fetch = fetch2;
        g.Headers = Headers2;
        g.Request = Request;
        g.Response = Response2;
      }
      exports2.Headers = Headers2;
      exports2.Request = Request;
      exports2.Response = Response2;
      exports2.fetch = fetch2;
      Object.defineProperty(exports2, "__esModule", { value: true });
    }));
  }
});

// node_modules/ollama/dist/index.mjs
import fs, { promises } from "node:fs";
import { resolve } from "node:path";

// node_modules/ollama/dist/browser.mjs
var import_whatwg_fetch = __toESM(require_fetch_umd(), 1);
var defaultPort = "11434";
var defaultHost = `http://127.0.0.1:${defaultPort}`;
var version = "0.6.4";
var __defProp$1 = Object.defineProperty;
var __defNormalProp$1 = (obj, key, value) => key in obj ? __defProp$1(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField$1 = (obj, key, value) => {
  __defNormalProp$1(obj, typeof key !== "symbol" ? key + "" : key, value);
  return value;
};
var ResponseError = class _ResponseError extends Error {
  constructor(error, status_code) {
    super(error);
    this.error = error;
    this.status_code = status_code;
    this.name = "ResponseError";
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, _ResponseError);
    }
  }
};
var AbortableAsyncIterator = class {
  constructor(abortController, itr, doneCallback) {
    __publicField$1(this, "abortController");
    __publicField$1(this, "itr");
    __publicField$1(this, "doneCallback");
    this.abortController = abortController;
    this.itr = itr;
    this.doneCallback = doneCallback;
  }
  abort() {
    this.abortController.abort();
  }
  async *[Symbol.asyncIterator]() {
    for await (const message of this.itr) {
      if ("error" in message) {
        throw new Error(message.error);
      }
      yield message;
      if (message.done || message.status === "success") {
        this.doneCallback();
        return;
      }
    }
    throw new Error("Did not receive done or success response in stream.");
  }
};
var checkOk = async (response) => {
  if (response.ok) {
    return;
  }
  let message = `Error ${response.status}: ${response.statusText}`;
  let errorData = null;
  if (response.headers.get("content-type")?.includes("application/json")) {
    try {
      errorData = await response.json();
      message = errorData.error || message;
    } catch (error) {
      console.log("Failed to parse error response as JSON");
    }
  } else {
    try {
      console.log("Getting text from response");
      const textResponse = await response.text();
      message = textResponse || message;
    } catch (error) {
      console.log("Failed to get text from error response");
    }
  }
  throw new ResponseError(message, response.status);
};
function getPlatform() {
  if (typeof window !== "undefined" && window.navigator) {
    const nav = navigator;
    if ("userAgentData" in nav && nav.userAgentData?.platform) {
      return `${nav.userAgentData.platform.toLowerCase()} Browser/${navigator.userAgent};`;
    }
    if (navigator.platform) {
      return `${navigator.platform.toLowerCase()} Browser/${navigator.userAgent};`;
    }
    return `unknown Browser/${navigator.userAgent};`;
  } else if (typeof process !== "undefined") {
    return `${process.arch} ${process.platform} Node.js/${process.version}`;
  }
  return "";
}
function normalizeHeaders(headers) {
  if (headers instanceof Headers) {
    const obj = {};
    headers.forEach((value, key) => {
      obj[key] = value;
    });
    return obj;
  } else if (Array.isArray(headers)) {
    return Object.fromEntries(headers);
  } else {
    return headers || {};
  }
}
var readEnvVar = (obj, key) => {
  return obj[key];
};
var fetchWithHeaders = async (fetch2, url, options = {}) => {
  const defaultHeaders = {
    "Content-Type": "application/json",
    Accept: "application/json",
    "User-Agent": `ollama-js/${version} (${getPlatform()})`
  };
  options.headers = normalizeHeaders(options.headers);
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" && parsed.hostname === "ollama.com") {
      const apiKey = typeof process === "object" && process !== null && typeof process.env === "object" && process.env !== null ? readEnvVar(process.env, "OLLAMA_API_KEY") : void 0;
      const authorization = options.headers["authorization"] || options.headers["Authorization"];
      if (!authorization && apiKey) {
        options.headers["Authorization"] = `Bearer ${apiKey}`;
      }
    }
  } catch (error) {
    console.error("error parsing url", error);
  }
  const customHeaders = Object.fromEntries(
    Object.entries(options.headers).filter(
      ([key]) => !Object.keys(defaultHeaders).some(
        (defaultKey) => defaultKey.toLowerCase() === key.toLowerCase()
      )
    )
  );
  options.headers = {
    ...defaultHeaders,
    ...customHeaders
  };
  return fetch2(url, options);
};
var get = async (fetch2, host, options) => {
  const response = await fetchWithHeaders(fetch2, host, {
    headers: options?.headers
  });
  await checkOk(response);
  return response;
};
var post = async (fetch2, host, data, options) => {
  const isRecord2 = (input) => {
    return input !== null && typeof input === "object" && !Array.isArray(input);
  };
  const formattedData = isRecord2(data) ? JSON.stringify(data) : data;
  const response = await fetchWithHeaders(fetch2, host, {
    method: "POST",
    body: formattedData,
    signal: options?.signal,
    headers: options?.headers
  });
  await checkOk(response);
  return response;
};
var del = async (fetch2, host, data, options) => {
  const response = await fetchWithHeaders(fetch2, host, {
    method: "DELETE",
    body: JSON.stringify(data),
    headers: options?.headers
  });
  await checkOk(response);
  return response;
};
var parseJSON = async function* (itr) {
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  const reader = itr.getReader();
  while (true) {
    const { done, value: chunk } = await reader.read();
    if (done) {
      reader.releaseLock();
      break;
    }
    buffer += decoder.decode(chunk, { stream: true });
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    for (const part of parts) {
      try {
        yield JSON.parse(part);
      } catch (error) {
        console.warn("invalid json: ", part);
      }
    }
  }
  buffer += decoder.decode();
  for (const part of buffer.split("\n").filter((p) => p !== "")) {
    try {
      yield JSON.parse(part);
    } catch (error) {
      console.warn("invalid json: ", part);
    }
  }
};
var formatHost = (host) => {
  if (!host) {
    return defaultHost;
  }
  let isExplicitProtocol = host.includes("://");
  if (host.startsWith(":")) {
    host = `http://127.0.0.1${host}`;
    isExplicitProtocol = true;
  }
  if (!isExplicitProtocol) {
    host = `http://${host}`;
  }
  const url = new URL(host);
  let port = url.port;
  if (!port) {
    if (!isExplicitProtocol) {
      port = defaultPort;
    } else {
      port = url.protocol === "https:" ? "443" : "80";
    }
  }
  let auth = "";
  if (url.username) {
    auth = url.username;
    if (url.password) {
      auth += `:${url.password}`;
    }
    auth += "@";
  }
  let formattedHost = `${url.protocol}//${auth}${url.hostname}:${port}${url.pathname}`;
  if (formattedHost.endsWith("/")) {
    formattedHost = formattedHost.slice(0, -1);
  }
  return formattedHost;
};
var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => {
  __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
  return value;
};
var Ollama$1 = class Ollama {
  constructor(config) {
    __publicField(this, "config");
    __publicField(this, "fetch");
    __publicField(this, "ongoingStreamedRequests", []);
    this.config = {
      host: "",
      headers: config?.headers
    };
    if (!config?.proxy) {
      this.config.host = formatHost(config?.host ?? defaultHost);
    }
    this.fetch = config?.fetch ?? fetch;
  }
  // Abort any ongoing streamed requests to Ollama
  abort() {
    for (const request of this.ongoingStreamedRequests) {
      request.abort();
    }
    this.ongoingStreamedRequests.length = 0;
  }
  /**
   * Processes a request to the Ollama server. If the request is streamable, it will return a
   * AbortableAsyncIterator that yields the response messages. Otherwise, it will return the response
   * object.
   * @param endpoint {string} - The endpoint to send the request to.
   * @param request {object} - The request object to send to the endpoint.
   * @protected {T | AbortableAsyncIterator<T>} - The response object or a AbortableAsyncIterator that yields
   * response messages.
   * @throws {Error} - If the response body is missing or if the response is an error.
   * @returns {Promise<T | AbortableAsyncIterator<T>>} - The response object or a AbortableAsyncIterator that yields the streamed response.
   */
  async processStreamableRequest(endpoint, request) {
    request.stream = request.stream ?? false;
    const host = `${this.config.host}/api/${endpoint}`;
    if (request.stream) {
      const abortController = new AbortController();
      const response2 = await post(this.fetch, host, request, {
        signal: abortController.signal,
        headers: this.config.headers
      });
      if (!response2.body) {
        throw new Error("Missing body");
      }
      const itr = parseJSON(response2.body);
      const abortableAsyncIterator = new AbortableAsyncIterator(
        abortController,
        itr,
        () => {
          const i = this.ongoingStreamedRequests.indexOf(abortableAsyncIterator);
          if (i > -1) {
            this.ongoingStreamedRequests.splice(i, 1);
          }
        }
      );
      this.ongoingStreamedRequests.push(abortableAsyncIterator);
      return abortableAsyncIterator;
    }
    const response = await post(this.fetch, host, request, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Encodes an image to base64 if it is a Uint8Array.
   * @param image {Uint8Array | string} - The image to encode.
   * @returns {Promise<string>} - The base64 encoded image.
   */
  async encodeImage(image) {
    if (typeof image !== "string") {
      const uint8Array = new Uint8Array(image);
      let byteString = "";
      const len = uint8Array.byteLength;
      for (let i = 0; i < len; i++) {
        byteString += String.fromCharCode(uint8Array[i]);
      }
      return btoa(byteString);
    }
    return image;
  }
  /**
   * Generates a response from a text prompt.
   * @param request {GenerateRequest} - The request object.
   * @returns {Promise<GenerateResponse | AbortableAsyncIterator<GenerateResponse>>} - The response object or
   * an AbortableAsyncIterator that yields response messages.
   */
  async generate(request) {
    if (request.images) {
      request.images = await Promise.all(request.images.map(this.encodeImage.bind(this)));
    }
    return this.processStreamableRequest("generate", request);
  }
  /**
   * Chats with the model. The request object can contain messages with images that are either
   * Uint8Arrays or base64 encoded strings. The images will be base64 encoded before sending the
   * request.
   * @param request {ChatRequest} - The request object.
   * @returns {Promise<ChatResponse | AbortableAsyncIterator<ChatResponse>>} - The response object or an
   * AbortableAsyncIterator that yields response messages.
   */
  async chat(request) {
    if (request.messages) {
      for (const message of request.messages) {
        if (message.images) {
          message.images = await Promise.all(
            message.images.map(this.encodeImage.bind(this))
          );
        }
      }
    }
    return this.processStreamableRequest("chat", request);
  }
  /**
   * Creates a new model from a stream of data.
   * @param request {CreateRequest} - The request object.
   * @returns {Promise<ProgressResponse | AbortableAsyncIterator<ProgressResponse>>} - The response object or a stream of progress responses.
   */
  async create(request) {
    return this.processStreamableRequest("create", {
      ...request
    });
  }
  /**
   * Pulls a model from the Ollama registry. The request object can contain a stream flag to indicate if the
   * response should be streamed.
   * @param request {PullRequest} - The request object.
   * @returns {Promise<ProgressResponse | AbortableAsyncIterator<ProgressResponse>>} - The response object or
   * an AbortableAsyncIterator that yields response messages.
   */
  async pull(request) {
    return this.processStreamableRequest("pull", {
      name: request.model,
      stream: request.stream,
      insecure: request.insecure
    });
  }
  /**
   * Pushes a model to the Ollama registry. The request object can contain a stream flag to indicate if the
   * response should be streamed.
   * @param request {PushRequest} - The request object.
   * @returns {Promise<ProgressResponse | AbortableAsyncIterator<ProgressResponse>>} - The response object or
   * an AbortableAsyncIterator that yields response messages.
   */
  async push(request) {
    return this.processStreamableRequest("push", {
      name: request.model,
      stream: request.stream,
      insecure: request.insecure
    });
  }
  /**
   * Deletes a model from the server. The request object should contain the name of the model to
   * delete.
   * @param request {DeleteRequest} - The request object.
   * @returns {Promise<StatusResponse>} - The response object.
   */
  async delete(request) {
    await del(
      this.fetch,
      `${this.config.host}/api/delete`,
      { name: request.model },
      { headers: this.config.headers }
    );
    return { status: "success" };
  }
  /**
   * Copies a model from one name to another. The request object should contain the name of the
   * model to copy and the new name.
   * @param request {CopyRequest} - The request object.
   * @returns {Promise<StatusResponse>} - The response object.
   */
  async copy(request) {
    await post(this.fetch, `${this.config.host}/api/copy`, { ...request }, {
      headers: this.config.headers
    });
    return { status: "success" };
  }
  /**
   * Lists the models on the server.
   * @returns {Promise<ListResponse>} - The response object.
   * @throws {Error} - If the response body is missing.
   */
  async list() {
    const response = await get(this.fetch, `${this.config.host}/api/tags`, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Shows the metadata of a model. The request object should contain the name of the model.
   * @param request {ShowRequest} - The request object.
   * @returns {Promise<ShowResponse>} - The response object.
   */
  async show(request) {
    const response = await post(this.fetch, `${this.config.host}/api/show`, {
      ...request
    }, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Embeds text input into vectors.
   * @param request {EmbedRequest} - The request object.
   * @returns {Promise<EmbedResponse>} - The response object.
   */
  async embed(request) {
    const response = await post(this.fetch, `${this.config.host}/api/embed`, {
      ...request
    }, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /** Score choice, noul, and score questions. Returns JSON without streaming. */
  async systemone(request) {
    const response = await post(this.fetch, `${this.config.host}/v1/systemone`, {
      ...request
    }, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Embeds a text prompt into a vector.
   * @param request {EmbeddingsRequest} - The request object.
   * @returns {Promise<EmbeddingsResponse>} - The response object.
   */
  async embeddings(request) {
    const response = await post(this.fetch, `${this.config.host}/api/embeddings`, {
      ...request
    }, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Lists the running models on the server
   * @returns {Promise<ListResponse>} - The response object.
   * @throws {Error} - If the response body is missing.
   */
  async ps() {
    const response = await get(this.fetch, `${this.config.host}/api/ps`, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Returns the Ollama server version.
   * @returns {Promise<VersionResponse>} - The server version object.
   */
  async version() {
    const response = await get(this.fetch, `${this.config.host}/api/version`, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Performs web search using the Ollama web search API
   * @param request {WebSearchRequest} - The search request containing query and options
   * @returns {Promise<WebSearchResponse>} - The search results
   * @throws {Error} - If the request is invalid or the server returns an error
   */
  async webSearch(request) {
    if (!request.query || request.query.length === 0) {
      throw new Error("Query is required");
    }
    const response = await post(this.fetch, `https://ollama.com/api/web_search`, { ...request }, {
      headers: this.config.headers
    });
    return await response.json();
  }
  /**
   * Fetches a single page using the Ollama web fetch API
   * @param request {WebFetchRequest} - The fetch request containing a URL
   * @returns {Promise<WebFetchResponse>} - The fetch result
   * @throws {Error} - If the request is invalid or the server returns an error
   */
  async webFetch(request) {
    if (!request.url || request.url.length === 0) {
      throw new Error("URL is required");
    }
    const response = await post(this.fetch, `https://ollama.com/api/web_fetch`, { ...request }, { headers: this.config.headers });
    return await response.json();
  }
};
var browser = new Ollama$1();

// node_modules/ollama/dist/index.mjs
var import_whatwg_fetch2 = __toESM(require_fetch_umd(), 1);
var Ollama2 = class extends Ollama$1 {
  async encodeImage(image) {
    if (typeof image !== "string") {
      return Buffer.from(image).toString("base64");
    }
    try {
      if (fs.existsSync(image)) {
        const fileBuffer = await promises.readFile(resolve(image));
        return Buffer.from(fileBuffer).toString("base64");
      }
    } catch {
    }
    return image;
  }
  /**
   * checks if a file exists
   * @param path {string} - The path to the file
   * @private @internal
   * @returns {Promise<boolean>} - Whether the file exists or not
   */
  async fileExists(path) {
    try {
      await promises.access(path);
      return true;
    } catch {
      return false;
    }
  }
  async create(request) {
    if (request.from && await this.fileExists(resolve(request.from))) {
      throw Error("Creating with a local path is not currently supported from ollama-js");
    }
    if (request.stream) {
      return super.create(request);
    } else {
      return super.create(request);
    }
  }
};
var index = new Ollama2();

// src/providers/ollama-errors.ts
var BROKEN = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ECONNABORTED",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
var NO_DONE = "Did not receive done or success response in stream.";
function classifyOllamaError(error, ctx) {
  const failure = classify(error, ctx);
  const message = mask(failure.message, ctx.secrets ?? []);
  if (message === failure.message) return failure;
  const masked = new ProviderError(failure.kind, message, failure.httpStatus);
  if (failure.retryAfterMs !== void 0) masked.retryAfterMs = failure.retryAfterMs;
  if (failure.stopsRun !== void 0) masked.stopsRun = failure.stopsRun;
  return masked;
}
function classify(error, ctx) {
  if (ctx.signal.aborted) return abortError(ctx);
  if (error instanceof ProviderError) return error;
  const status = responseStatus(error);
  if (status !== void 0) return httpError(status, errorMessage(error), ctx.path, ctx.secrets ?? []);
  const header = invalidHeader(error);
  if (header !== void 0) return header;
  const where = `Ollama at ${ctx.baseUrl}`;
  const code = errorCode(error);
  if (code !== void 0 && UNREACHABLE.has(code)) {
    return new ProviderError("unavailable", `${where} refused the connection (${code})`);
  }
  if (code !== void 0 && UNRESOLVED.has(code)) {
    return new ProviderError(
      "unavailable",
      `${where}: host ${hostOf(ctx.baseUrl)} could not be resolved (${code})`
    );
  }
  if (code === "ERR_INVALID_URL") {
    return new ProviderError("fatal", `base_url ${ctx.baseUrl} is not a valid URL`);
  }
  if (code !== void 0 && BROKEN.has(code)) {
    return new ProviderError("transient", `connection to ${where} broke during ${ctx.path} (${code})`);
  }
  const message = errorMessage(error);
  if (message === NO_DONE) {
    return new ProviderError("transient", `the stream from ${ctx.path} ended before its final chunk`);
  }
  if (error instanceof SyntaxError) {
    return new ProviderError(
      "fatal",
      `${ctx.path} answered with a body that is not valid JSON (is base_url an Ollama server?)`
    );
  }
  if (isAbort(error)) {
    return new ProviderError("transient", `${ctx.path} was aborted by the connection: ${message}`);
  }
  if (error instanceof TypeError) {
    return new ProviderError("transient", `request to ${where}${ctx.path} failed: ${causeChain(error)}`);
  }
  return new ProviderError(
    "transient",
    `Ollama reported an error during ${ctx.path}: ${excerpt(message, ctx.secrets ?? [])}`
  );
}
var AUTH_HINT = "authentication failed (check headers, or the credentials in base_url)";
function httpError(status, serverMessage, path, secrets) {
  const message = `HTTP ${status} from ${path}: ${excerpt(serverMessage, secrets)}`;
  if (status === 401 || status === 403) return authFailure(`${AUTH_HINT}: ${message}`, status);
  return new ProviderError(statusKind(status), message, status);
}
function statusKind(status) {
  if (status === 404) return "unavailable";
  if (status === 408 || status === 429 || status >= 500) return "transient";
  return "fatal";
}
function abortError(ctx) {
  const reason = ctx.signal.reason;
  const name = reason instanceof Error || reason instanceof DOMException ? reason.name : "";
  if (name === "TimeoutError") {
    const limit = ctx.timeoutMs !== void 0 ? ` within ${formatSeconds(ctx.timeoutMs)}` : "";
    return new ProviderError("timeout", `Ollama at ${ctx.baseUrl} did not finish ${ctx.path}${limit}`);
  }
  return new ProviderError("cancelled", `${ctx.path} was cancelled`);
}
function formatSeconds(ms) {
  if (ms < 1e3) return `${ms} ms`;
  const s = ms / 1e3;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
function responseStatus(error) {
  if (typeof error !== "object" || error === null) return void 0;
  const status = error.status_code;
  return typeof status === "number" ? status : void 0;
}
function isAbort(error) {
  return (error instanceof Error || error instanceof DOMException) && error.name === "AbortError";
}
function errorMessage(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}

// src/providers/ollama-ndjson.ts
function strictNdjson(body, path, secrets) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  const where = { path, secrets };
  const next = async (controller) => {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done) {
        const rest = pending + decoder.decode();
        if (rest.trim() !== "") controller.enqueue(encoder.encode(checkedLines(rest, where) ?? `${rest}
`));
        controller.close();
        return;
      }
      const piece = decoder.decode(value, { stream: true });
      const end = piece.lastIndexOf("\n");
      if (end < 0) {
        pending += piece;
        continue;
      }
      const fresh = pending === "";
      const lines = fresh ? piece.slice(0, end) : pending + piece.slice(0, end);
      pending = piece.slice(end + 1);
      const out = checkedLines(lines, where);
      if (out === "") continue;
      if (out === void 0 && fresh && pending === "") controller.enqueue(value);
      else controller.enqueue(encoder.encode(out ?? `${lines}
`));
      return;
    }
  };
  return new ReadableStream(
    {
      async pull(controller) {
        try {
          await next(controller);
        } catch (error) {
          void reader.cancel(error).catch(() => {
          });
          throw error;
        }
      },
      cancel: (reason) => reader.cancel(reason)
    },
    { highWaterMark: 0 }
  );
}
function checkedLines(text, where) {
  let out = "";
  let changed = false;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() === "") changed = true;
    else {
      const checked = checkedLine(line, where);
      if (checked !== line) changed = true;
      out += `${checked}
`;
    }
    start = end + 1;
  }
  return changed ? out : void 0;
}
function checkedLine(line, where) {
  const text = line.includes('"tool_calls"') ? withStringArguments(line, where) : line;
  if (nativeIfSame(text) !== void 0) return text;
  const strict = parseStrictJson(text);
  if (!strict.ok) throw malformed(where, strict.error, line);
  return text;
}
function withStringArguments(line, where) {
  try {
    JSON.parse(line);
  } catch {
    const strict = parseStrictJson(line);
    throw malformed(where, strict.ok ? "not JSON" : strict.error, line);
  }
  const spans = argumentSpans(line);
  if (spans === void 0) throw malformed(where, `nesting deeper than ${MAX_JSON_DEPTH} levels`, line);
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    const first = line.charCodeAt(start);
    if (first !== 123 && first !== 91) continue;
    out += line.slice(at, start) + JSON.stringify(line.slice(start, end));
    at = end;
  }
  return at === 0 ? line : out + line.slice(at);
}
function malformed(where, why, line) {
  return new ProviderError(
    "transient",
    `the stream from ${where.path} has a line that is not valid JSON (${excerpt(why, where.secrets)}): ${excerpt(line, where.secrets, 120)}`
  );
}
var OTHER = -1;
var TOP = 0;
var MESSAGE = 1;
var CALLS = 2;
var CALL = 3;
var FUNCTION = 4;
var ARGUMENTS = 5;
var CHILD = /* @__PURE__ */ new Map([
  [TOP, /* @__PURE__ */ new Map([["message", MESSAGE]])],
  [MESSAGE, /* @__PURE__ */ new Map([["tool_calls", CALLS]])],
  [CALL, /* @__PURE__ */ new Map([["function", FUNCTION]])],
  [FUNCTION, /* @__PURE__ */ new Map([["arguments", ARGUMENTS]])]
]);
function argumentSpans(text) {
  const spans = [];
  let pos = 0;
  const skipSpace = () => {
    for (; ; ) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else return;
    }
  };
  const skipString = () => {
    const start = pos++;
    for (; ; ) {
      const c = text.charCodeAt(pos++);
      if (c === 92) pos++;
      else if (c === 34) break;
    }
    const raw = text.slice(start, pos);
    return raw.includes("\\") ? JSON.parse(raw) : raw.slice(1, -1);
  };
  const value = (state, depth) => {
    skipSpace();
    const start = pos;
    const c = text.charCodeAt(pos);
    if (c === 123 || c === 91) {
      if (depth > MAX_JSON_DEPTH) return false;
      const object = c === 123;
      pos++;
      skipSpace();
      if (text.charCodeAt(pos) === (object ? 125 : 93)) pos++;
      else
        for (; ; ) {
          let child = !object && state === CALLS ? CALL : OTHER;
          if (object) {
            skipSpace();
            const key = skipString();
            child = CHILD.get(state)?.get(key) ?? OTHER;
            skipSpace();
            pos++;
          }
          if (!value(child, depth + 1)) return false;
          skipSpace();
          if (text.charCodeAt(pos++) !== 44) break;
        }
    } else if (c === 34) skipString();
    else {
      while (pos < text.length && !/[\s,\]}]/.test(text.charAt(pos))) pos++;
    }
    if (state === ARGUMENTS) spans.push([start, pos]);
    return true;
  };
  return value(TOP, 1) ? spans : void 0;
}

// src/providers/ollama-fetch.ts
var STREAMED = /* @__PURE__ */ new Set(["/api/chat", "/api/generate", "/api/pull"]);
function boundFetch(base, signal, secrets) {
  return async (input, init) => {
    const signals = [init?.signal, signal].filter((s) => s !== void 0 && s !== null);
    const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const body = typeof init?.body === "string" ? restoreBigints(init.body) : init?.body;
    const response = await base(input, {
      ...init,
      body,
      ...combined !== void 0 ? { signal: combined } : {}
    });
    const path = apiPath(input);
    if (response.status >= 400) throw await httpFailure(response, path, secrets);
    if (STREAMED.has(path)) return await checkedStream(response, path, secrets);
    return path.startsWith("/api/") ? await checkedJson(response, path, secrets) : response;
  };
}
function apiPath(input) {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  let path;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const at = path.lastIndexOf("/api/");
  return at < 0 ? path : path.slice(at);
}
async function httpFailure(response, path, secrets) {
  const text = await response.text();
  const message = text.trim() === "" ? `${response.status} ${response.statusText}`.trim() : serverErrorText(text);
  const failure = httpError(response.status, message, path, secrets);
  const wait = failure.kind === "transient" ? retryAfterMs(response.headers) : void 0;
  if (wait !== void 0) failure.retryAfterMs = wait;
  return failure;
}
async function checkedStream(response, path, secrets) {
  await refuseUnlessJson(response, path, "NDJSON stream", secrets);
  if (response.body === null) return response;
  return new Response(strictNdjson(response.body, path, secrets), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers
  });
}
async function checkedJson(response, path, secrets) {
  await refuseUnlessJson(response, path, "JSON", secrets);
  return response;
}
async function refuseUnlessJson(response, path, expected, secrets) {
  const type = response.headers.get("content-type") ?? "";
  if (type === "" || /json/i.test(type)) return;
  const head = await readHead(response, 4096);
  const media = type.split(";")[0]?.trim() ?? type;
  throw new ProviderError(
    "fatal",
    `${path} answered HTTP ${response.status} with ${media}, not Ollama's ${expected} (is base_url an Ollama server?): ${excerpt(head, secrets, 200)}`,
    response.status
  );
}
async function readHead(response, max) {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const parts = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => {
    });
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, max));
}

// src/providers/ollama-pull.ts
var PullReporter = class {
  constructor(model, progress, intervalMs, now = Date.now) {
    this.model = model;
    this.progress = progress;
    this.intervalMs = intervalMs;
    this.now = now;
  }
  model;
  progress;
  intervalMs;
  now;
  lastStatus = "";
  lastLineAt = Number.NEGATIVE_INFINITY;
  /** The newest progress of the current status not printed yet. */
  unprinted;
  /** Whether the current status's completing line was printed: nothing follows it. */
  completed = false;
  update(part) {
    if (part.status !== this.lastStatus) {
      if (this.unprinted !== void 0) this.print(this.unprinted);
      this.lastStatus = part.status;
      this.completed = false;
      this.print(part);
      return;
    }
    if (!part.total || this.completed) return;
    if (isComplete(part) || this.now() - this.lastLineAt >= this.intervalMs) this.print(part);
    else this.unprinted = part;
  }
  print(part) {
    this.unprinted = void 0;
    this.lastLineAt = this.now();
    if (isComplete(part)) this.completed = true;
    this.progress.info(`pull ${this.model}: ${describe(part)}`);
  }
};
function isComplete(part) {
  return !!part.total && (part.completed ?? 0) >= part.total;
}
function describe(part) {
  if (!part.total) return part.status;
  const completed = part.completed ?? 0;
  const percent = Math.floor(completed / part.total * 100);
  return `${part.status} ${percent}% (${formatBytes(completed)} of ${formatBytes(part.total)})`;
}
function formatBytes(bytes) {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1e3 && unit < units.length - 1) {
    value /= 1e3;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

// src/providers/ollama-readiness.ts
function waitForOllama(probe, server, options, signal, progress) {
  const { baseUrl, secrets } = server;
  const classify2 = (error) => classifyOllamaError(error, { baseUrl, path: "/api/version", signal, secrets });
  return waitUntilReady(
    {
      probe,
      waitingFor: `Ollama at ${baseUrl}`,
      server: `Ollama at ${baseUrl}`,
      // Nobody listening there is most often a server that was never started, or the wrong address.
      unreachableHint: "; is Ollama running there? Start it (`ollama serve`) or set base_url / OLLAMA_HOST; ready_timeout_s waits longer",
      answered: (version2, waited) => waited === void 0 ? `Ollama ${version2} at ${baseUrl}` : `Ollama ${version2} at ${baseUrl} answered after ${waited}`,
      failure(error, attemptSignal) {
        if (attemptSignal.aborted) return "no answer";
        const failure = classify2(error);
        const status = failure.httpStatus;
        if (status === 401 || status === 403) {
          throw new ProviderError("fatal", `Ollama at ${baseUrl}: ${failure.message}`, status);
        }
        if (status !== void 0 && status >= 400 && status < 500) {
          throw new ProviderError(
            status === 404 ? "unavailable" : "fatal",
            `${baseUrl} does not answer like Ollama: ${failure.message}`,
            status
          );
        }
        if (failure.kind === "fatal") throw failure;
        return failure;
      },
      cancelled: classify2
    },
    options,
    signal,
    progress
  );
}

// src/providers/ollama-wire.ts
function toOllamaMessages(messages, system) {
  const out = [];
  if (system !== void 0 && !messages.some((m) => m.role === "system")) {
    out.push({ role: "system", content: system });
  }
  for (const m of messages) {
    const message = { role: m.role, content: m.content };
    if (m.tool_calls !== void 0 && m.tool_calls.length > 0) {
      message.tool_calls = m.tool_calls.map((call) => ({
        function: {
          name: call.name,
          // Ollama only accepts an object here; unparseable arguments are sent as an empty one.
          arguments: isJsonObject(call.arguments) ? toWire(call.arguments) : {}
        }
      }));
    }
    if (m.tool_name !== void 0) message.tool_name = m.tool_name;
    out.push(message);
  }
  return out;
}
function toOllamaTools(tools) {
  return tools.map((t) => ({
    type: "function",
    function: {
      name: t.name,
      description: t.description,
      parameters: toWire(t.parameters)
    }
  }));
}
function readToolCalls(raw) {
  if (!Array.isArray(raw)) return [];
  const calls = [];
  for (const item of raw) {
    const fn = isRecord(item) && isRecord(item.function) ? item.function : void 0;
    if (fn === void 0) continue;
    const name = typeof fn.name === "string" ? fn.name : "";
    const args = fn.arguments;
    calls.push({ name, ...readArguments(typeof args === "string" ? args : fromWire(args)) });
  }
  return calls;
}

// src/providers/ollama.ts
var EMBED_BATCH_SIZE = 64;
var METRICS = [
  "prompt_eval_count",
  "eval_count",
  "total_duration",
  "load_duration",
  "prompt_eval_duration",
  "eval_duration"
];
function createOllamaProvider(config, deps = {}) {
  const baseUrl = displayUrl(config.baseUrl);
  const headers = withUrlCredentials(config.baseUrl, config.headers);
  const secrets = secretValues([...secretHeaderValues(headers), ...urlCredentialSecrets(config.baseUrl)]);
  const baseFetch = deps.fetch ?? nodeHttpFetch;
  const requestTimeoutMs = deps.requestTimeoutMs ?? 3e4;
  const clientFor = (signal) => new Ollama2({ host: baseUrl, headers, fetch: boundFetch(baseFetch, signal, secrets) });
  async function call(path, signal, run, timeoutMs = config.timeoutMs) {
    const ctx = { baseUrl, path, signal, timeoutMs, secrets };
    if (signal.aborted) throw classifyOllamaError(signal.reason, ctx);
    try {
      return await run(clientFor(signal));
    } catch (error) {
      throw classifyOllamaError(error, ctx);
    }
  }
  const prepareRetry = { ...DEFAULT_BACKOFF, ...deps.backoff, retries: config.retries };
  async function retried(path, signal, run) {
    const outcome = await withRetry(run, prepareRetry, signal);
    if (outcome.ok) return outcome.value;
    throw classifyOllamaError(outcome.error, { baseUrl, path, signal, secrets });
  }
  function bounded(signal) {
    return AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]);
  }
  async function chat(client, request) {
    const body = {
      model: request.model,
      messages: toOllamaMessages(request.messages, config.system),
      stream: true
    };
    if (request.tools.length > 0) body.tools = toOllamaTools(request.tools);
    addCommon(body, request);
    const stream = await client.chat(body);
    let content = "";
    let thinking = "";
    const toolCalls = [];
    let final;
    try {
      for await (const part of stream) {
        content += part.message?.content ?? "";
        thinking += part.message?.thinking ?? "";
        toolCalls.push(...readToolCalls(part.message?.tool_calls));
        if (part.done) final = part;
      }
    } finally {
      if (final === void 0) stream.abort();
    }
    return reply(content, thinking, toolCalls, final);
  }
  async function generate(client, request) {
    if (request.tools.length > 0) {
      throw new ProviderError("fatal", "tools need endpoint: chat (/api/generate cannot offer tools)");
    }
    if (request.messages.some((m) => m.role === "assistant" || m.role === "tool")) {
      throw new ProviderError(
        "fatal",
        "a multi-turn conversation needs endpoint: chat (/api/generate takes one prompt)"
      );
    }
    const users = request.messages.filter((m) => m.role === "user");
    const prompt = users[users.length - 1];
    if (prompt === void 0)
      throw new ProviderError("fatal", "no user message to send to /api/generate as the prompt");
    const systems = request.messages.filter((m) => m.role === "system").map((m) => m.content);
    const system = systems.length > 0 ? systems.join("\n\n") : config.system;
    const body = {
      model: request.model,
      prompt: prompt.content,
      stream: true
    };
    if (system !== void 0) body.system = system;
    addCommon(body, request);
    const stream = await client.generate(body);
    let content = "";
    let thinking = "";
    let final;
    try {
      for await (const part of stream) {
        content += part.response ?? "";
        thinking += part.thinking ?? "";
        if (part.done) final = part;
      }
    } finally {
      if (final === void 0) stream.abort();
    }
    return reply(content, thinking, [], final);
  }
  function addCommon(body, request) {
    const format = request.format ?? config.format;
    if (format !== void 0) body.format = toWire(format);
    if (Object.keys(request.options).length > 0) body.options = toWire(request.options);
    if (config.keepAlive !== void 0) body.keep_alive = config.keepAlive;
    if (config.think !== void 0) body.think = config.think;
  }
  async function listModels(signal) {
    const list = await retried(
      "/api/tags",
      signal,
      () => call("/api/tags", bounded(signal), (c) => c.list(), requestTimeoutMs)
    );
    return Array.isArray(list.models) ? list.models : [];
  }
  async function pull(model, signal, progress) {
    const reporter = new PullReporter(model, progress, deps.pullProgressIntervalMs ?? 5e3);
    const idleMs = deps.pullIdleTimeoutMs ?? 3e5;
    const idle = new AbortController();
    const stalled = () => idle.abort(new DOMException("the pull stalled", "TimeoutError"));
    let timer = setTimeout(stalled, idleMs);
    try {
      await call("/api/pull", AbortSignal.any([signal, idle.signal]), async (client) => {
        const stream = await client.pull({ model, stream: true });
        for await (const part of stream) {
          clearTimeout(timer);
          timer = setTimeout(stalled, idleMs);
          reporter.update(part);
        }
      });
    } catch (error) {
      if (idle.signal.aborted && !signal.aborted) {
        throw new ProviderError(
          "unavailable",
          `could not pull ${model} into Ollama at ${baseUrl}: no progress from the server for ${formatSeconds(idleMs)}`
        );
      }
      const failure = error;
      if (failure.kind === "cancelled" || failure.kind === "timeout") throw failure;
      throw new ProviderError(
        "unavailable",
        `could not pull ${model} into Ollama at ${baseUrl}: ${failure.message}`,
        failure.httpStatus
      );
    } finally {
      clearTimeout(timer);
    }
  }
  async function describe2(entry, signal, progress) {
    let details = entry.details;
    let unknown;
    if (!details?.family) {
      try {
        const shown = await retried(
          "/api/show",
          signal,
          () => call("/api/show", bounded(signal), (c) => c.show({ model: entry.name }), requestTimeoutMs)
        );
        details = shown.details;
      } catch (error) {
        const failure = error;
        if (failure.kind === "cancelled") throw failure;
        unknown = failure.message;
        progress.info(
          `warning: no details for ${entry.name} (${unknown}); its family, parameter size and quantization are recorded as unknown`
        );
      }
    }
    const out = {};
    if (typeof entry.digest === "string") out.digest = entry.digest;
    for (const key of ["family", "parameter_size", "quantization_level"]) {
      const value = details?.[key];
      if (typeof value === "string" && value !== "") out[key] = value;
    }
    if (typeof entry.size === "number") out.size = entry.size;
    if (unknown !== void 0) out.details_unknown = unknown;
    return out;
  }
  return {
    lengthLimitOption: "num_predict",
    async prepare(models, signal, progress) {
      const readiness = readinessBounds(deps.readiness, config.readyTimeoutMs);
      const version2 = await waitForOllama(
        async (attemptSignal) => (await clientFor(attemptSignal).version()).version,
        { baseUrl, secrets },
        readiness,
        signal,
        progress
      );
      const wanted = [...new Set(models)];
      let listed = await listModels(signal);
      const missing = wanted.filter((m) => findModel(listed, m) === void 0);
      if (missing.length > 0) {
        if (!config.pull) {
          const what = missing.length === 1 ? `model ${missing[0]} is` : `models ${missing.join(", ")} are`;
          throw new ProviderError(
            "unavailable",
            `${what} not available on ${baseUrl} and pull is disabled (run \`ollama pull ${missing[0]}\` or set pull: true)`
          );
        }
        for (const model of missing) await pull(model, signal, progress);
        listed = await listModels(signal);
      }
      const info = {};
      for (const model of wanted) {
        const entry = findModel(listed, model);
        if (entry === void 0) {
          throw new ProviderError(
            "unavailable",
            `model ${model} was pulled but ${baseUrl}/api/tags does not list it`
          );
        }
        info[model] = await describe2(entry, signal, progress);
      }
      return { ollama_version: version2, base_url: baseUrl, models: info };
    },
    async load(model, kind, signal) {
      const keepAlive = config.keepAlive !== void 0 ? { keep_alive: config.keepAlive } : {};
      if (kind === "embed") {
        await call("/api/embed", signal, (c) => c.embed({ model, input: [], ...keepAlive }));
        return;
      }
      await call("/api/generate", signal, async (client) => {
        const stream = await client.generate({ model, prompt: "", stream: true, ...keepAlive });
        for await (const _part of stream) {
        }
      });
    },
    async connect(connections, signal) {
      await Promise.all(
        Array.from(
          { length: connections },
          () => call("/api/version", bounded(signal), (c) => c.version(), requestTimeoutMs)
        )
      );
    },
    async alive(timeoutMs, signal) {
      const bounded2 = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      let answered = false;
      const noting = async (input, init) => {
        const response = await baseFetch(input, init);
        answered = true;
        return response;
      };
      try {
        await new Ollama2({ host: baseUrl, headers, fetch: boundFetch(noting, bounded2, secrets) }).version();
        return null;
      } catch (error) {
        if (answered || signal.aborted) return null;
        if (bounded2.aborted) return `GET /api/version: no answer within ${formatMs(timeoutMs)}`;
        const ctx = { baseUrl, path: "/api/version", signal: bounded2, secrets };
        return `GET /api/version: ${classifyOllamaError(error, ctx).message}`;
      }
    },
    chat(request, signal) {
      if (config.endpoint === "generate") return call("/api/generate", signal, (c) => generate(c, request));
      return call("/api/chat", signal, (c) => chat(c, request));
    },
    async embed(model, texts, signal) {
      const out = [];
      for (let start = 0; start < texts.length; start += EMBED_BATCH_SIZE) {
        const input = texts.slice(start, start + EMBED_BATCH_SIZE);
        const response = await call(
          "/api/embed",
          signal,
          (c) => c.embed({
            model,
            input,
            ...config.keepAlive !== void 0 ? { keep_alive: config.keepAlive } : {}
          })
        );
        const vectors = response.embeddings;
        if (!Array.isArray(vectors) || vectors.length !== input.length) {
          const count = Array.isArray(vectors) ? vectors.length : 0;
          throw new ProviderError(
            "fatal",
            `/api/embed returned ${count} embeddings for ${input.length} inputs`
          );
        }
        out.push(...vectors);
      }
      return out;
    }
  };
}
function reply(content, thinking, toolCalls, final) {
  const metadata = {};
  for (const key of METRICS) {
    const value = final?.[key];
    if (typeof value === "number" && Number.isFinite(value)) metadata[key] = value;
  }
  if (typeof final?.done_reason === "string" && final.done_reason !== "")
    metadata.done_reason = final.done_reason;
  const out = { content, toolCalls, metadata };
  if (thinking !== "") out.thinking = thinking;
  const evalNs = metadata.eval_duration;
  const promptNs = metadata.prompt_eval_duration;
  if (typeof evalNs === "number") {
    out.computeMs = Math.round(((typeof promptNs === "number" ? promptNs : 0) + evalNs) / 1e5) / 10;
  }
  return out;
}
function modelKey(name) {
  let key = name.trim().toLowerCase();
  for (const prefix of ["registry.ollama.ai/library/", "registry.ollama.ai/", "library/"]) {
    if (key.startsWith(prefix)) {
      key = key.slice(prefix.length);
      break;
    }
  }
  const last = key.slice(key.lastIndexOf("/") + 1);
  return last.includes(":") ? key : `${key}:latest`;
}
function findModel(listed, name) {
  const key = modelKey(name);
  return listed.find(
    (m) => typeof m.name === "string" && modelKey(m.name) === key || typeof m.model === "string" && modelKey(m.model) === key
  );
}
function withUrlCredentials(url, headers) {
  const credentials = urlCredentials(url);
  if (credentials === void 0 || Object.keys(headers).some((h) => h.toLowerCase() === "authorization"))
    return headers;
  return { ...headers, Authorization: `Basic ${credentials.basic}` };
}
export {
  EMBED_BATCH_SIZE,
  createOllamaProvider,
  modelKey
};
