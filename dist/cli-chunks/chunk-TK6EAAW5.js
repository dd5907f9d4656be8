#!/usr/bin/env node
function isJsonObject(value){return isRecord(value)}function isRecord(value){return typeof value==="object"&&value!==null&&!Array.isArray(value)}export{isJsonObject,isRecord};
