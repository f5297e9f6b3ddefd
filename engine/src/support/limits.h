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

/* C stack the evaluator may use below eval_program before it stops the run with a limit
 * error instead of overflowing (nested expressions, deep recursion of Puppet functions). Half
 * of the 8 MiB stack of native and wasm builds (CMakeLists.txt), leaving room for the
 * libraries' own frames and for sanitizer builds; one level of Puppet function recursion
 * takes about 1.5 KiB, so DEFAULT_MAX_CALL_DEPTH calls fit. */
#define MAX_EVAL_STACK_BYTES (4u * 1024u * 1024u)

/* PCRE2 limits that stop catastrophic backtracking. */
#define REGEX_MATCH_LIMIT 10000000u
#define REGEX_DEPTH_LIMIT 10000u

/* Arena chunk size: big enough that small programs need one chunk. */
#define ARENA_CHUNK_BYTES (64u * 1024u)

/* Chunks a finished run leaves for the next run of the same thread (arena.c) instead of
 * returning them to malloc, so that a page that evaluates again and again does not fault in
 * fresh memory every time. Kept memory is not counted against any run's cap. */
#define ARENA_SPARE_BYTES (16u * 1024u * 1024u)

/* The longest "module/function" key of a module's Ruby function (function_ruby): longer names
 * are no function the engine implements. */
#define MAX_RUBY_FUNCTION_KEY_BYTES 256u

#endif
