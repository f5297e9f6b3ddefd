/* limits.h: every limit of the engine, in one place.
 *
 * Each run (parse + evaluation) is bounded so that untrusted code from a shared link can never
 * hang or exhaust a browser tab. The defaults below are fit for a browser tab; callers change
 * them through PuppetOptions (see puppet.h and docs/limits.md). Nothing else in the engine
 * may hard-code a limit.
 */
#ifndef PUPPET_LIMITS_H
#define PUPPET_LIMITS_H

/* Evaluation steps before a run is stopped. A step is counted (ctx_step, ctx.h) for each
 * expression evaluated, each iteration of a loop or of an iterating function (each, map,
 * reduce, step, ranges, regex scans, ...), each level of the walks over values and types
 * (equality, matching, hashing, inference, type printing and assignability: stack_guard in
 * ctx.c), and each element that formatting will visit (format_charge_steps in format.c). The
 * walks count so that data sharing itself (`[$m, $m]` nested 40 times: 2^40 paths in a few
 * hundred bytes) ends at this limit instead of running for ever or filling the memory. */
#define DEFAULT_MAX_STEPS 50000000ull

/* Wall-clock milliseconds a run (parse + evaluation) may take. Checked where steps are
 * counted (ctx_step_check in ctx.c), so it needs no thread or signal and works alike natively
 * and in wasm; a backstop for work that steps measure badly, on a loaded machine. The worker
 * client's default (client.mjs) is the same 10 s. */
#define DEFAULT_MAX_TIME_MS 10000u

/* Steps between two looks at the clock while a time limit is set: one clock read (some 25 ns
 * natively, about a microsecond in wasm, where it is a call to JavaScript) per about a
 * millisecond of evaluation. */
#define TIME_CHECK_STEPS 16384u

/* The largest limits the wasm API (wasm-bindings/bindings.c, docs/api.md) accepts; larger ones
 * are refused with "Invalid options" and the range. Memory: what the wasm heap can give a run
 * (its maximum, 1 GiB in CMakeLists.txt, less the 8 MiB stack, the module's data, the spare
 * chunks arena.c keeps and room for the answer); output: what fits in the answer's JSON at
 * once even escaped. Steps and depth: far past any run the time limit lets finish. */
#define API_MAX_STEPS 10000000000ull
#define API_MAX_CALL_DEPTH 100000u
#define API_MAX_RUN_BYTES (768u * 1024u * 1024u)
#define API_MAX_OUTPUT_BYTES (64u * 1024u * 1024u)
#define API_MAX_TIME_MS 600000u

/* Nested calls (user functions, lambdas, defines) before "stack too deep". */
#define DEFAULT_MAX_CALL_DEPTH 1000

/* Bytes a single run may allocate from its arena (values, AST, strings). */
#define DEFAULT_MAX_RUN_BYTES (256u * 1024u * 1024u)

/* Bytes of log output a run may produce. */
#define DEFAULT_MAX_OUTPUT_BYTES (4u * 1024u * 1024u)

/* Nesting of brackets, blocks and expressions the parser accepts. Bounded so that the
 * recursive-descent parser and the recursive evaluator never overflow the C stack. */
#define MAX_PARSE_DEPTH 500

/* Nesting of data (arrays in arrays...) that formatting and comparison walk before they give
 * up with an error instead of overflowing the C stack. */
#define MAX_DATA_DEPTH 1000

/* C stack a run may use below its start (run.c) before it stops with a limit error instead of
 * overflowing (nested expressions, deep recursion of Puppet functions, deep data compared or
 * printed). Half of the 8 MiB stack of native and wasm builds (CMakeLists.txt), leaving room
 * for the libraries' own frames and for sanitizer builds; one level of Puppet function
 * recursion takes about 1.5 KiB, so DEFAULT_MAX_CALL_DEPTH calls fit. On a smaller stack the
 * guard measures what there is (stack.c) and keeps STACK_MARGIN_BYTES of it. */
#define MAX_EVAL_STACK_BYTES (4u * 1024u * 1024u)

/* Stack kept free above the end of a small stack (`ulimit -s 1024`): the frames that run
 * between two checks of the guard (a built-in function's own calls, vsnprintf, PCRE2's
 * compiler, the parser's levels between its checks), with room for sanitizer builds. */
#define STACK_MARGIN_BYTES (192u * 1024u)

/* The step price of work on big collections: a step per ELEMENTS_PER_STEP elements compared,
 * hashed, copied or indexed in one operation (`in`, `==`, `+`, `-`, indexes), so that such an
 * operation in a loop ends at the step limit rather than after minutes. */
#define ELEMENTS_PER_STEP 8u

/* The step price of work on long strings: a step per STRING_BYTES_PER_STEP bytes copied,
 * built, scanned or walked (string building, character indexing, splitting), so that the step
 * limit bounds a loop over long strings as it bounds evaluation. */
#define STRING_BYTES_PER_STEP 256u

/* The step price of regular-expression matching (regex.c): a step per REGEX_WORK_PER_STEP
 * units of work, a unit being one item of the pattern tried (PCRE2's callouts) or one byte the
 * match moved over, forwards or back; and a step per REGEX_BYTES_PER_STEP bytes of subject
 * searched or checked for UTF-8. So that the step limit bounds matching in total, across start
 * positions and calls, as it bounds evaluation (about the same time per step). */
#define REGEX_WORK_PER_STEP 8u
#define REGEX_BYTES_PER_STEP 256u

/* PCRE2 limits that stop catastrophic backtracking within one start position. */
#define REGEX_MATCH_LIMIT 10000000u
#define REGEX_DEPTH_LIMIT 10000u

/* Compiled patterns a thread keeps across runs (regex.c): the first REGEX_KEPT patterns of up
 * to REGEX_KEPT_PATTERN_BYTES that its runs compile (YAML's resolver, module types' patterns,
 * a program's literals), so that a run does not compile them again. */
#define REGEX_KEPT 128u
#define REGEX_KEPT_PATTERN_BYTES 512u

/* Arena chunk size: big enough that small programs need one chunk. */
#define ARENA_CHUNK_BYTES (64u * 1024u)

/* Chunks a finished run leaves for the next run of the same thread (arena.c) instead of
 * returning them to malloc, so that a page that evaluates again and again does not fault in
 * fresh memory every time. Kept memory is not counted against any run's cap. */
#define ARENA_SPARE_BYTES (16u * 1024u * 1024u)

/* The longest "module/function" key of a module's Ruby function (function_ruby): longer names
 * are no function the engine implements. */
#define MAX_RUBY_FUNCTION_KEY_BYTES 256u

/* Fact documents (JSON texts) whose parsed values the process keeps (eval_facts.c): the six
 * preset fact sets and a few of the caller's own. */
#define FACTS_KEPT 8

/* evaluate's expression_types option (tools/expr_types.c, docs/limits.md): at most this many
 * expressions are recorded, and their answer stops growing past this many bytes; an answer
 * cut short says `"truncated": true`. */
#define MAX_EXPR_TYPE_RECORDS 20000u
#define MAX_EXPR_TYPE_BYTES (2u * 1024u * 1024u)
/* The longest value text shown beside an expression's type (longer ones are left out). */
#define MAX_EXPR_VALUE_CHARS 80u

/* The summaries of many values that expression types show (types/type_summary.h): strings
 * kept as an Enum before only their lengths are (String[min, max]); keys of struct-like hashes
 * kept as a Struct before they become Hash[K, V]; levels of nested collections described, and
 * parts in one summary, before contents are Any. */
#define MAX_SUMMARY_ENUM 8u
#define MAX_SUMMARY_MEMBERS 8u
#define MAX_SUMMARY_DEPTH 4u
#define MAX_SUMMARY_NODES 64u

/* The disk files a native thread keeps across runs with their parses (env/env_cache.h): files
 * larger than ENV_CACHE_FILE_BYTES are read by each run into its own arena (so the run's
 * memory limit counts them), and the cache is dropped as a run starts once it holds more than
 * ENV_CACHE_BYTES (a module path's manifests, templates and metadata take a few MiB). */
#define ENV_CACHE_FILE_BYTES (512u * 1024u)
#define ENV_CACHE_BYTES (64u * 1024u * 1024u)
/* A file changed less than this many seconds ago is not kept (the kernel's file stamps are
 * coarse: a rewrite within one tick could look like no change). */
#define ENV_CACHE_SETTLED_SECONDS 2

/* The hiera.yaml texts a thread remembers as of the schema's type (hiera/hiera_config.c), and
 * the longest one it copies. */
#define HIERA_TYPED_KEPT 16u
#define HIERA_TYPED_TEXT_BYTES 65536u

/* The items one completion answers with at most (tools/complete.c). */
#define MAX_COMPLETION_ITEMS 500u

#endif
