import { enableCompileCache } from 'node:module';

// The API's start module. Node's compile cache (in the OS temp folder, `NODE_COMPILE_CACHE` to
// move it) keeps the code V8 compiled, so a start after the first on a machine reads the bundle's
// ~4 MB rather than compiling them (bench/RESULTS.md section 15). It must be on before that code is imported, hence
// this module imports the server only afterwards. A failure to write it (a read-only disk) only
// leaves it off.
enableCompileCache();
await import('./serve.js');
