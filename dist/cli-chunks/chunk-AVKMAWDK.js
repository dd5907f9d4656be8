#!/usr/bin/env node
import{runResultJson}from"./chunk-GJ3T623L.js";function renderRunJson(run,options={}){return runResultJson(run,options)}export{renderRunJson};
