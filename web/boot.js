// boot.js: starts the engine's worker the moment the page's scripts run, before app.js and
// CodeMirror (the larger download) have run, so that the engine downloads and compiles while
// the editor loads and starts. It imports the worker client itself (no chunk shared with
// app.js, whose import would wait for app.js): the worker is created in the microtasks that
// follow this script, before app.js runs its first line. The client goes to app.js through
// globalThis.puppetPlaygroundClient (lib/engine.js getClient takes it).
import { PuppetClient } from './puppet/client.mjs';

const client = new PuppetClient({ timeoutMs: 10000 });
client.version();   // the first call starts the worker, which starts the engine's download
globalThis.puppetPlaygroundClient = client;
