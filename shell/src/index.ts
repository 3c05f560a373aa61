// An async boundary: shared modules (React, rxjs, shared-auth) are negotiated before any app code runs.
void import('./bootstrap.js');
