#!/usr/bin/env node
import{probeWritable,writeFileAtomic,writeFilesAtomic,writeFilesAtomicSync}from"./chunk-NRM43G6C.js";import"./chunk-LAHQI3NT.js";import"./chunk-43UQDYIY.js";import"./chunk-SVE7TLRR.js";import"./chunk-YGNDAA5X.js";export{probeWritable,writeFileAtomic,writeFilesAtomic,writeFilesAtomicSync};
