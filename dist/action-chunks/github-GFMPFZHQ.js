import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-EKHVQ46I.js";
import "./chunk-JMFUDHZC.js";
import "./chunk-ZAGB5BP6.js";
import "./chunk-5UVNLAJH.js";
export {
  context,
  getOctokit
};
