#!/usr/bin/env node
var ProviderError=class extends Error{kind;httpStatus;retryAfterMs;constructor(kind,message,httpStatus){super(message);this.name="ProviderError";this.kind=kind;if(httpStatus!==void 0)this.httpStatus=httpStatus}};export{ProviderError};
