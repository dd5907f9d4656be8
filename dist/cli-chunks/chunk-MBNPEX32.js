#!/usr/bin/env node
function messageOf(error){if(error instanceof Error)return error.message||error.name;return String(error)}export{messageOf};
