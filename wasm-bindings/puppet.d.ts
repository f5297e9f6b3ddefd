// puppet.d.ts: TypeScript declarations of puppet.mjs (docs/api.md describes every member).

/** Where a message or an error is in the source; 0 when unknown. */
export interface Location {
  line: number;
  column: number;
  /** The file of the location when it is not the program (a module's manifest, a template). */
  file?: string;
}

export interface LogLine extends Location {
  /** The level as the reference prints it. */
  level: 'Debug' | 'Info' | 'Notice' | 'Warning' | 'Err' | 'Alert' | 'Emerg' | 'Crit';
  message: string;
}

export interface EngineWarning extends Location {
  message: string;
}

export type ErrorKind = 'syntax' | 'evaluation' | 'limit';

export interface PuppetError extends Location {
  /** 'cancelled' only from PuppetClient (client.mjs), for a superseded call. */
  kind: ErrorKind | 'cancelled';
  message: string;
  end_line: number;
  end_column: number;
}

/** An error of typeOf or format: which input it is in. */
export interface InputError extends PuppetError {
  origin: 'program' | 'against' | 'format';
}

export interface Stats {
  parse_ms: number;
  eval_ms: number;
  steps: number;
  peak_bytes: number;
}

interface RunMembers<E> {
  ok: boolean;
  output: LogLine[];
  warnings: EngineWarning[];
  error: E | null;
  stats: Stats;
}

export interface Limits {
  steps?: number | null;
  depth?: number | null;
  memory?: number | null;
  output?: number | null;
  /** Wall-clock milliseconds of the run (engine); PuppetClient also stops its worker a little later. */
  time_ms?: number | null;
}

export interface RunOptions {
  log_level?: 'debug' | 'info' | 'notice' | 'warning' | 'err' | 'alert' | 'emerg' | 'crit';
  strict?: 'off' | 'warning' | 'error';
  strict_variables?: boolean;
  limits?: Limits;
  node_name?: string;
  facts?: Record<string, unknown> | null;
  /** $trusted's certificate data: `extensions` and `external` objects. */
  trusted?: { extensions?: Record<string, unknown>; external?: Record<string, unknown> } | null;
  /** A virtual file tree, path -> text: every file the run reads comes from it. */
  files?: Record<string, string> | null;
  /** The module path (directories of the tree), replacing the environment's. */
  modulepath?: string[] | null;
  /** The environment's directory in the tree (default: its root when files are given). */
  environment_dir?: string | null;
  /** The global hiera.yaml's path in the tree. */
  hiera_config?: string | null;
  /** One of the engine's fact sets (debian-12, ...); null: no facts. */
  fact_set?: string | null;
  /** The loaded bundles this call sees, in order (default: all, in load order). */
  bundles?: string[] | null;
  /** The main manifest: a file or directory of the tree, instead of the source. */
  manifest?: string | null;
  /** As puppet apply --noop: the fact clientnoop is true. */
  noop?: boolean;
}

export interface EvaluateOptions extends RunOptions {
  mode?: 'evaluate' | 'parse';
  value?: boolean;
  catalog?: boolean;
  /** A Hiera key: after the program, explain its lookup (`puppet lookup --compile --explain`). */
  explain_lookup?: string | null;
  /** Also record the types of the expressions that ran (EvaluateResult.expression_types). */
  expression_types?: boolean;
}

/** One node of a lookup's explanation (the reference's Explainer#to_hash). */
export interface ExplainNode {
  type: string;
  key?: string;
  value?: unknown;
  event?: string;
  name?: string;
  configuration_path?: string;
  module?: string;
  path?: string;
  original_path?: string;
  uri?: string;
  original_uri?: string;
  merge?: string;
  options?: Record<string, unknown>;
  expression?: string;
  merge_source?: string;
  texts?: string[];
  branches?: ExplainNode[];
}

/** One expression of evaluate's expression_types (docs/api.md). */
export interface ExpressionType extends Location {
  kind: 'variable' | 'literal' | 'call' | 'method-call' | 'array' | 'hash' | 'access' | 'selector' | 'if' | 'unless'
    | 'case' | 'string' | 'heredoc' | 'resource' | 'parameter';
  end_line: number;
  end_column: number;
  /** Whether it produced a value; false: it never ran. */
  ran: boolean;
  /** How many values it produced. */
  count: number;
  /** The type of all its values: its own when it had one value, else their bounded summary (null when it never ran). */
  type: string | null;
  /** Its value in %p form when the type is its own and the text is short, else null. */
  value: string | null;
}

export interface TypeOfOptions extends RunOptions {
  /** A type, as Puppet text, to check the value against. */
  against?: string | null;
}

export interface EvaluateResult extends RunMembers<PuppetError> {
  /** With options.value: the last expression's value in %p form. */
  value: string | null;
  /** With options.value: its inferred type. */
  type: string | null;
  catalog: unknown | null;
  ast: string | null;
  /** With options.explain_lookup: the explanation as text (`puppet lookup --explain`) and as a tree. */
  lookup_explanation: { text: string; tree: ExplainNode | null } | null;
  /** With options.expression_types: the expressions and their types, else null. */
  expression_types: { truncated: boolean; expressions: ExpressionType[] } | null;
}

/** One node of a type's tree: a type (name is its name) or a parameter that is not a type
 *  (name null: a number, string, regexp, default, a list, a Struct's hash or one of its
 *  `key => value` members). text is the node's canonical text. */
export interface TypeNode {
  name: string | null;
  text: string;
  params: TypeNode[];
}

export interface TypeOfResult extends RunMembers<InputError> {
  /** The value in %p form. */
  value: string | null;
  types: { detailed: TypeNode; reduced: TypeNode; generalized: TypeNode } | null;
  /** The detailed type, then each wider type up to 'Any'. */
  supertypes: string[] | null;
  against: { type: string; instance: boolean; mismatch: string | null } | null;
}

export interface FormatResult extends RunMembers<InputError> {
  /** String(value, format). */
  value: string | null;
}

/** formatCode's answer: the source in the Puppet style guide's layout, or its syntax error. */
export interface FormatCodeResult extends RunMembers<PuppetError> {
  /** The formatted source (null when ok is false). */
  text: string | null;
}

/** A range of the source: 1-based lines and columns (code points), the end just past it. */
export interface Range extends Location {
  end_line: number;
  end_column: number;
}

/** One style warning of lint: puppet-lint's check name and message, where, and its fix:
 *  'format' (formatCode makes the code comply), a replacement of a range, or none. */
export interface LintWarning extends Range {
  check: 'arrow_alignment' | 'trailing_whitespace' | 'hard_tabs' | '140chars' | 'trailing_comma' |
    'double_quoted_strings' | 'only_variable_string' | 'variables_not_enclosed' |
    'single_quote_string_with_variables' | 'quoted_booleans' | 'unquoted_file_mode' |
    'ensure_first_param' | 'case_without_default' | 'documentation' | 'star_comments';
  message: string;
  fix: 'format' | (Range & { text: string }) | null;
}

/** lint's answer: the warnings, or the source's syntax error. */
export interface LintResult extends RunMembers<PuppetError> {
  /** Check by check, each in source order (null when ok is false). */
  lint: LintWarning[] | null;
}

/** One item of complete: what it is, the text it inserts, a one-line detail (a function's first
 *  signature, an attribute's type) and documentation (signatures, a resource type's attributes). */
export interface CompletionItem {
  kind: 'keyword' | 'function' | 'class' | 'define' | 'resource' | 'type' | 'attribute' | 'variable' | 'key';
  label: string;
  detail: string | null;
  documentation: string | null;
}

/** complete's answer: the word typed before the place (items start with it), where it starts,
 *  and the items (at most 500). */
export interface CompleteResult extends RunMembers<PuppetError> {
  completions: { prefix: string; line: number; column: number; items: CompletionItem[] } | null;
}

/** A format string ('%x'), Puppet source of a format hash ("{Integer => '%x'}"), an object
 *  mapping type texts to formats, or null for the default formats. */
export type Format = string | { [type: string]: string | FormatOptions } | null;

export interface FormatOptions {
  format?: string;
  separator?: string;
  separator2?: string;
  string_formats?: { [type: string]: string };
}

export interface Versions {
  engine: string;
  puppet: string;
  pcre2: string;
  utf8proc: string;
  emscripten: string;
}

/** The answer of loadBundle. */
export type BundleAnswer =
  | { ok: true; name: string; directory: string; files: number; parsed: number; load_ms: number }
  | { ok: false; error: string };

/** A parameter of an outlined definition: its type and default as written (null: none). */
export interface OutlineParam { name: string; type: string | null; default: string | null; rest?: true }

/** A definition of a manifest: a class, define or function with its parameters, or a type alias. */
export type OutlineDefinition =
  | { kind: 'class' | 'define' | 'function'; name: string; line: number; parent: string | null;
      params: OutlineParam[]; returns?: string | null }
  | { kind: 'type'; name: string; line: number; type: string | null };

/** outline(files): per path, the definitions of a manifest or its syntax error. */
export type OutlineAnswer =
  | { ok: true; files: Record<string, { ok: true; definitions: OutlineDefinition[] }
      | { ok: false; error: { message: string; line: number; column: number } }> }
  | { ok: false; error: string | { message: string } };

export interface Puppet {
  evaluate(source: string | Uint8Array, options?: EvaluateOptions): Promise<EvaluateResult>;
  typeOf(source: string | Uint8Array, options?: TypeOfOptions): Promise<TypeOfResult>;
  format(source: string | Uint8Array, format?: Format, options?: RunOptions): Promise<FormatResult>;
  /** Lays the source out in the Puppet language style guide's layout; nothing runs. */
  formatCode(source: string | Uint8Array, options?: RunOptions): Promise<FormatCodeResult>;
  /** puppet-lint's core style checks; nothing runs. */
  lint(source: string | Uint8Array, options?: RunOptions): Promise<LintResult>;
  /** What may be written at line:column (1-based; column in characters, just past the text
   *  typed) of source, which need not parse; nothing runs. options: facts, limits. */
  complete(source: string | Uint8Array, line: number, column: number, options?: RunOptions): Promise<CompleteResult>;
  /** Loads a module bundle once for this instance (files: paths relative to the bundle's
   *  directory and their texts); every later call sees its modules. */
  loadBundle(name: string, files: Record<string, string>, options?: { directory?: string }): Promise<BundleAnswer>;
  unloadBundle(name: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** The definitions of manifests (classes, defines, functions, type aliases) with their
   *  parameters' types and defaults as written; nothing runs. */
  outline(files: Record<string, string>): Promise<OutlineAnswer>;
  version(): Promise<Versions>;
  /** malloc'ed bytes in use and the wasm memory's size: a diagnostic. */
  memory(): Promise<{ used_bytes: number; heap_bytes: number }>;
  /** The wasm memory's size of the instance the last call ran on (no call is made). */
  heapBytes(): number;
}

/** The wasm memory past which an instance is replaced after a call: 128 MiB. */
export const RECYCLE_HEAP_BYTES: number;

/** The small run worker.mjs makes once loaded, before its first call (compiles the common path). */
export const WARM_UP: { readonly source: string; readonly options: Readonly<EvaluateOptions> };

/** The runs PuppetClient.warmUp makes while idle (compiles what a module's first run reaches). */
export const MODULE_WARM_UP: ReadonlyArray<{ readonly source: string; readonly options: Readonly<EvaluateOptions> }>;

/** Loads and compiles the module, then instantiates it. */
/** onProgress(loaded, total) follows the module's download in browsers (total 0: unknown);
 *  recycleHeapBytes: the memory past which the instance is replaced after a call; wasmModule:
 *  the engine's module compiled elsewhere, or a promise of it (of null: loaded here). */
export function createPuppet(options?: {
  onProgress?: ((loaded: number, total: number) => void) | null; recycleHeapBytes?: number;
  wasmModule?: WebAssembly.Module | Promise<WebAssembly.Module | null> | null;
}): Promise<Puppet>;

/** The options as the JSON text the engine reads (NaN and Infinity in limits kept as strings,
 *  which the engine refuses); throws what reading them throws. */
export function optionsText(options: unknown): string;

/** The message of anything thrown. */
export function thrownMessage(err: unknown): string;

/** The lines puppet-eval prints for a result (README.md, "Output contract"). */
export function resultLines(result: {
  ok: boolean;
  output?: LogLine[];
  warnings?: EngineWarning[];
  error?: PuppetError | null;
}): { stdout: string[]; stderr: string[] };

/** A failed answer in the shape of a method's answers. */
export function failure(kind: ErrorKind | 'cancelled', message: string,
  method?: 'evaluate' | 'typeOf' | 'format' | 'formatCode' | 'lint' | 'complete',
  origin?: 'program' | 'against' | 'format'):
  EvaluateResult | TypeOfResult | FormatResult | FormatCodeResult | LintResult | CompleteResult;
