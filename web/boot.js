// boot.js: starts the engine's worker as soon as the page is parsed, before app.js and
// CodeMirror (the larger download) have loaded and run, so that the wasm downloads and compiles
// meanwhile. It is its own small entry point: the client it starts is the one app.js then uses
// (lib/engine.js is one module shared by both).
import { getClient } from './lib/engine.js';

getClient(import.meta.url).then((client) => client.version());
