/* ctx.h: the context of one run, passed first to everything that allocates or can fail.
 *
 * A Ctx owns the run's arena, its limits and counters, the pending abrupt completion (the
 * "unwind record") and the collected output. Two ways out of an evaluation:
 *   - Errors, break, next and return are values: a function sets ctx->unwind (ctx_error,
 *     ctx_unwind) and returns value_abrupt(); every caller propagates it (TRY in value.h) until
 *     a catch site (a call boundary, an iteration, the run) looks at the record.
 *   - Running out of a resource (memory, steps, call depth, output) leaves through the single
 *     setjmp at the run boundary (ctx_exhausted), since no caller could do anything useful.
 *     Therefore nothing inside a run may hold memory that is not in the arena: libraries are
 *     given arena-backed allocators (PCRE2) or arena buffers (utf8proc).
 */
#ifndef PUPPET_CTX_H
#define PUPPET_CTX_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/span.h"
#include "puppet.h"
#include "values/value.h"

typedef enum UnwindKind {
    UNWIND_NONE,
    UNWIND_ERROR,
    UNWIND_BREAK,
    UNWIND_NEXT,
    UNWIND_RETURN,
} UnwindKind;

typedef struct Unwind {
    UnwindKind kind;
    PuppetErrorKind error_kind;   /* for UNWIND_ERROR: evaluation or limit */
    const char *message;          /* for UNWIND_ERROR: without "Evaluation Error: " and location */
    SrcSpan span;                 /* where it happened; line 0 when unknown */
    Value value;                  /* for next/return/break: the value carried */
} Unwind;

/* A log line or engine warning collected during the run (in region 0 of the arena). */
typedef struct CollectedLine {
    PuppetLogLevel level;
    const char *message;
    size_t len;          /* bytes of message: a log message may hold NUL ("a\u0000b") */
    SrcSpan span;
} CollectedLine;

typedef struct LineVec {
    CollectedLine *items;
    size_t count, capacity;
} LineVec;

/* What the layers below env/ ask the environment to load when a name is unknown to them
 * (ctx->autoload, env/env_load.h): a function (the evaluator) or a type alias (the type
 * system). */
typedef enum AutoloadKind {
    AUTOLOAD_FUNCTION,
    AUTOLOAD_TYPE,
} AutoloadKind;

typedef enum AutoloadResult {
    AUTOLOAD_NONE,     /* nothing in the environment defines the name */
    AUTOLOAD_LOADED,   /* loaded: look the name up again */
    AUTOLOAD_FAILED,   /* loading failed: the error is in ctx->unwind */
} AutoloadResult;

/* The character cursor of str_char_count_cursor / str_char_offset (value.c): the last string
 * indexed by character (with its length: a memo string that reduce grows in place keeps its address,
 * eval_string.c), its character count and one known (character, byte) position in it. */
typedef struct StrCursor {
    const Str *str;
    ArenaToken token;             /* str's region: the cursor holds while it is open (arena.h) */
    size_t len;
    size_t chars;
    size_t index, offset;
} StrCursor;

typedef struct Interp Interp;   /* the evaluator's state: scopes, definitions, catalog (eval.h) */

struct AstNode;   /* syntax/ast.h: the watcher's argument, opaque here */

/* A watcher of evaluation, installed from above with ctx_watch (tools/expr_types.c, evaluate's
 * expression_types option). While one is installed, eval_node calls before(node) ahead of each
 * node marked with AST_WATCH_BEFORE in AstNode.watch, and after(node, value) with the value of
 * each marked node (a nonzero watch) unless it is abrupt. */
typedef struct EvalWatcher {
    void (*before)(Ctx *ctx, const struct AstNode *node);
    void (*after)(Ctx *ctx, const struct AstNode *node, Value value);
} EvalWatcher;

struct Ctx {
    Arena arena;
    const PuppetOptions *options;
    jmp_buf *exit;                /* the run boundary (ctx_exhausted longjmps here) */
    PuppetErrorKind exit_kind;
    const char *exit_message;

    uint64_t steps, max_steps;
    uint64_t step_check;          /* steps past which ctx_step_check runs: the step limit, or
                                   * sooner when the clock is due a look (0: at the next step) */
    double deadline_ms;           /* ctx_clock_ms() at which the run stops; 0: no time limit */
    char time_message[80];        /* the time limit's message, written when the run starts */
    uintptr_t stack_limit;        /* the lowest frame address the run may reach (stack.c); 0: unguarded */
    StrCursor str_cursor;         /* value.c: the last string indexed by character */
    struct ValueIndexCache *value_index; /* value_index.c: indexes of collections `in` asks about, NULL until first use */
    struct InFold *in_fold;       /* eval_operators.c: the last long string `in` searched, lower-cased; NULL until first use */
    uint32_t depth, max_depth;
    size_t output_bytes, max_output_bytes;

    Unwind unwind;
    SrcSpan current_span;         /* the node being evaluated: where a limit error points */
    LineVec log;
    LineVec warnings;
    Interp *interp;
    const char *source;           /* the program's text, for messages quoting it (type_ast.c), or NULL */
    size_t source_len;
    struct TypeTable *types;      /* type.c: the run's interned types, NULL until first use */
    struct RegexState *regex;     /* regex.c: PCRE2 contexts and pattern cache, NULL until first use */
    struct FnlibState *fnlib;     /* fnlib.c: the function library's per-run state (warn-once keys), NULL until first use */
    struct FormatCache *format_cache; /* format_spec.c: String()'s default format maps, NULL until first use */
    struct Env *env;              /* env/env.h: the run's environment (files, modules), set by run.c
                                     before evaluation; layers below env/ never look inside */
    struct HieraState *hiera;     /* hiera/: parsed configurations and data files, lookup_options, NULL until first lookup */
    /* env/env_load.h's env_autoload, installed with ctx->env: loads what may define `name`
     * (used at `where`); NULL when the run has no environment */
    AutoloadResult (*autoload)(Ctx *ctx, AutoloadKind kind, const char *name, SrcSpan where);
    /* The installed watcher (ctx_watch) and its data, or NULL; watched_step_check holds when
     * the limits are next looked at (step_check's role) while step_check is 0 for the watcher. */
    const EvalWatcher *watcher;
    void *watcher_data;
    uint64_t watched_step_check;
};

/* Allocates from the run's arena, in its target region (arena.h); when the memory cap is
 * reached it leaves the run with a "limit" error through ctx_exhausted. Never returns NULL.
 * ctx_realloc grows a block in the region it lies in. */
void *ctx_alloc(Ctx *ctx, size_t size);
void *ctx_calloc(Ctx *ctx, size_t count, size_t size);
void *ctx_realloc(Ctx *ctx, void *old, size_t old_size, size_t new_size);
char *ctx_strndup(Ctx *ctx, const char *text, size_t n);
char *ctx_sprintf(Ctx *ctx, const char *format, ...) __attribute__((format(printf, 2, 3)));
char *ctx_vsprintf(Ctx *ctx, const char *format, va_list args);

/* ctx_alloc into region `depth` (at most the innermost one), whatever the target: a value kept
 * where it is stored (docs/memory.md). Never returns NULL. */
void *ctx_alloc_in(Ctx *ctx, size_t depth, size_t size);

/* Root mode: from ctx_root_begin to ctx_root_end(ctx, what it returned), allocation goes to
 * region 0, which lives as long as the run: for what is kept for the run (caches, the type
 * table, the log) while a call's region is open. Values the computation takes from the open
 * regions must still be kept where they are stored (region_keep). Nests; never fails. */
static inline size_t ctx_root_begin(Ctx *ctx) {
    size_t saved = arena_target(&ctx->arena);
    arena_set_target(&ctx->arena, 0);
    return saved;
}
static inline void ctx_root_end(Ctx *ctx, size_t saved) { arena_set_target(&ctx->arena, saved); }

/* Pins the open regions: they are merged into their parents instead of released when they
 * close, because older memory now refers to them (the catalog). Never fails. */
static inline void ctx_pin(Ctx *ctx) { arena_pin(&ctx->arena); }

/* Leaves the run at once with a limit error (steps, depth, memory, output). Does not return. */
_Noreturn void ctx_exhausted(Ctx *ctx, const char *message);

/* The slow path of ctx_step and ctx_charge: leaves the run when the step limit is passed or
 * the deadline has come, and sets when it runs next (every TIME_CHECK_STEPS steps while a
 * deadline is set, else at the step limit). */
void ctx_step_check(Ctx *ctx);

/* ctx_step_check for code that cannot leave at once (a callout inside PCRE2): returns the
 * message of the limit reached, or NULL after setting when to look next. */
const char *ctx_step_limit(Ctx *ctx);

/* Counts one evaluation step; leaves the run when the step limit is passed or, looking at the
 * clock every TIME_CHECK_STEPS steps, when the run's time is up. */
static inline void ctx_step(Ctx *ctx) {
    if (++ctx->steps > ctx->step_check)
        ctx_step_check(ctx);
}

/* Counts n steps at once: work whose size is known (bytes copied, elements compared, regex
 * backtracking) in the same currency as ctx_step; leaves the run as ctx_step does. */
static inline void ctx_charge(Ctx *ctx, uint64_t n) {
    ctx->steps += n;
    if (ctx->steps > ctx->step_check)
        ctx_step_check(ctx);
}

/* The monotonic clock in milliseconds (the time limit's and the run's timings). */
double ctx_clock_ms(void);

/* Starts the run's clock: it stops max_time_ms from now (0: never). */
void ctx_set_deadline(Ctx *ctx, uint32_t max_time_ms);

/* Installs a watcher of evaluation (EvalWatcher) with its data, or removes it (NULL). A watcher
 * costs the evaluator nothing while none is installed: installing one sets step_check to 0, so
 * that every step takes the slow path of the step count (ctx_step_check, eval_node), which tells
 * the watcher from the limits (whose next check is kept in watched_step_check meanwhile). Never
 * fails. */
void ctx_watch(Ctx *ctx, const EvalWatcher *watcher, void *data);

/* Records an evaluation error at span and returns value_abrupt(). The message is the
 * reference's wording without the "Evaluation Error: " prefix and without the location. */
Value ctx_error(Ctx *ctx, SrcSpan span, const char *format, ...) __attribute__((format(printf, 3, 4)));
Value ctx_verror(Ctx *ctx, SrcSpan span, const char *format, va_list args);

/* Records a break/next/return carrying value and returns value_abrupt(). */
Value ctx_unwind(Ctx *ctx, UnwindKind kind, Value value, SrcSpan span);

/* Forgets the pending unwind record (after a catch site handled it). */
void ctx_clear_unwind(Ctx *ctx);

/* Records a log call's message (len bytes, NUL allowed, NUL-terminated after them) at level,
 * filtered by the run's log level; counts output bytes and leaves the run when the output limit
 * is passed. */
void ctx_log(Ctx *ctx, PuppetLogLevel level, const char *message, size_t len, SrcSpan span);

/* Records a warning of the engine's own (printed with its location), e.g. string coercion. */
void ctx_warn(Ctx *ctx, SrcSpan span, const char *format, ...) __attribute__((format(printf, 3, 4)));

/* The C stack guard of the recursive walks over values and types (equality, hashing,
 * inference, printing, assignability), whose depth nothing bounds but the memory cap, and of
 * the evaluator (stack.c): run.c marks the run's stack with ctx_guard_stack(ctx) at the run's
 * boundary, which measures the thread's stack and sets ctx->stack_limit, the lowest frame
 * address the run may reach (MAX_EVAL_STACK_BYTES below that point, or less on a smaller stack,
 * keeping STACK_MARGIN_BYTES for the libraries' frames), and ends the run with
 * ctx_guard_stack(NULL). stack_guard(), called at each level of such a walk, counts a step and
 * leaves the run with a limit error once the frame is below the limit. The guarded run is one
 * per thread, as the stack is; outside a run (start-up, unit tests) stack_guard does nothing. */
void ctx_guard_stack(Ctx *ctx);
void stack_guard(void);

#endif
