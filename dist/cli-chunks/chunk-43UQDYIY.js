#!/usr/bin/env node
function isProcessAlive(pid){try{process.kill(pid,0);return true}catch(error){return error.code==="EPERM"}}export{isProcessAlive};
