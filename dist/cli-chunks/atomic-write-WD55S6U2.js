#!/usr/bin/env node
import{probeWritable,writeFileAtomic,writeFilesAtomic,writeFilesAtomicSync}from"./chunk-O5TCDZC6.js";import"../cli.js";import"./chunk-43UQDYIY.js";import"../cli.js";import"../cli.js";export{probeWritable,writeFileAtomic,writeFilesAtomic,writeFilesAtomicSync};
