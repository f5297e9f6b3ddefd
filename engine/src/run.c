/* run.c: puppet_run, the boundary of one run.
 *
 * Sets up the context and its arena, holds the single setjmp that resource exhaustion returns
 * to, parses, evaluates, and copies what the caller gets (log, warnings, error, value) out of
 * the arena into a malloc'ed PuppetResult before the arena is dropped whole.
 * run_with_step (run.h) is the same run with a caller's step on the program's value.
 */
#include <stdlib.h>
#include <string.h>

#include "syntax/ast_dump.h"
#include "catalog/catalog.h"
#include "env/env.h"
#include "hiera/hiera.h"
#include "env/env_load.h"
#include "support/ctx.h"
#include "eval/eval.h"
#include "eval/eval_internal.h"
#include "text/format.h"
#include "support/limits.h"
#include "syntax/parser.h"
#include "tools/format_code.h"
#include "tools/expr_types.h"
#include "tools/complete.h"
#include "tools/lint.h"
#include "run.h"
#include "types/type.h"

#define DEFAULT_NODE_NAME "playground.example.com"

void puppet_options_init(PuppetOptions *options) {
    memset(options, 0, sizeof *options);
    options->mode = PUPPET_MODE_EVALUATE;
    options->log_level = PUPPET_LOG_NOTICE;
    options->strict = PUPPET_STRICT_WARNING;
    options->strict_variables = true;
}

const char *puppet_log_level_name(PuppetLogLevel level) {
    switch (level) {
    case PUPPET_LOG_DEBUG: return "Debug";
    case PUPPET_LOG_INFO: return "Info";
    case PUPPET_LOG_NOTICE: return "Notice";
    case PUPPET_LOG_WARNING: return "Warning";
    case PUPPET_LOG_ERR: return "Error";
    case PUPPET_LOG_ALERT: return "Alert";
    case PUPPET_LOG_EMERG: return "Emergency";
    case PUPPET_LOG_CRIT: return "Critical";
    }
    return "Notice";
}

static double now_ms(void) {
    return ctx_clock_ms();
}

/* malloc'ed copy of an arena string; NULL stays NULL. */
static char *heap_copy(const char *text) {
    if (!text)
        return NULL;
    size_t n = strlen(text);
    char *p = malloc(n + 1);
    if (p)
        memcpy(p, text, n + 1);
    return p;
}

/* len bytes that may hold NUL, NUL-terminated after them. */
static char *heap_copy_bytes(const char *bytes, size_t len) {
    char *p = malloc(len + 1);
    if (p) {
        memcpy(p, bytes, len);
        p[len] = '\0';
    }
    return p;
}

static char *heap_copy_str(const Str *s) {
    if (!s)
        return NULL;
    char *p = malloc(s->len + 1);
    if (p)
        memcpy(p, s->bytes, s->len + 1);
    return p;
}

static void set_error(PuppetResult *result, PuppetErrorKind kind, const char *message, SrcSpan span) {
    result->ok = false;
    result->error.kind = kind;
    result->error.message = heap_copy(message);
    result->error.line = span.line;
    result->error.column = span.column;
    result->error.end_line = span.end_line;
    result->error.end_column = span.end_column;
    result->error.file = span.file && span.line ? heap_copy(span.file->path) : NULL;
}

static void copy_output(PuppetResult *result, const Ctx *ctx) {
    if (ctx->log.count) {
        result->log = calloc(ctx->log.count, sizeof *result->log);
        if (result->log) {
            result->log_count = ctx->log.count;
            for (size_t i = 0; i < ctx->log.count; i++) {
                const CollectedLine *line = &ctx->log.items[i];
                result->log[i].level = line->level;
                result->log[i].message = heap_copy_bytes(line->message, line->len);
                result->log[i].message_len = result->log[i].message ? line->len : 0;
                result->log[i].line = line->span.line;
                result->log[i].column = line->span.column;
                result->log[i].file = line->span.file && line->span.line ? heap_copy(line->span.file->path) : NULL;
            }
        }
    }
    if (ctx->warnings.count) {
        result->warnings = calloc(ctx->warnings.count, sizeof *result->warnings);
        if (result->warnings) {
            result->warning_count = ctx->warnings.count;
            for (size_t i = 0; i < ctx->warnings.count; i++) {
                const CollectedLine *line = &ctx->warnings.items[i];
                result->warnings[i].message = heap_copy(line->message);
                result->warnings[i].line = line->span.line;
                result->warnings[i].column = line->span.column;
                result->warnings[i].file = line->span.file && line->span.line ? heap_copy(line->span.file->path) : NULL;
            }
        }
    }
}

static const char *error_prefix(PuppetErrorKind kind) {
    switch (kind) {
    case PUPPET_ERROR_SYNTAX: return "Could not parse for environment production: ";
    case PUPPET_ERROR_EVALUATION: return "Evaluation Error: ";
    case PUPPET_ERROR_LIMIT: return "";
    case PUPPET_ERROR_NONE: return "";
    }
    return "";
}

/* The failure recorded in ctx->unwind (an abrupt completion) as the result's error. */
static void set_unwind_error(Ctx *ctx, PuppetResult *result) {
    const Unwind *unwind = &ctx->unwind;
    const char *message = unwind->message ? unwind->message : "Internal error: unexpected unwind";
    if (unwind->error_kind == PUPPET_ERROR_NONE) {
        /* the reference prints some evaluation errors without a prefix (break/next/return
         * out of context, a redefined function): eval.c records them with no kind */
        set_error(result, PUPPET_ERROR_EVALUATION, message, unwind->span);
        return;
    }
    PuppetErrorKind kind = unwind->error_kind;
    set_error(result, kind, ctx_sprintf(ctx, "%s%s", error_prefix(kind), message), unwind->span);
}

/* Everything that may leave through ctx_exhausted runs here, below the setjmp. */
static void run_program(Ctx *ctx, PuppetResult *result, const char *source, size_t len,
                        RunValueStep step, void *data) {
    /* a program of the run's own (`puppet apply FILE`), or the environment's manifest */
    const PuppetOptions *o = ctx->options;
    bool with_program = source || o->manifest || !(o->environment_dir || o->file_count);
    if (value_is_abrupt(env_open(ctx, with_program))) {
        set_unwind_error(ctx, result);
        return;
    }
    double start = now_ms();
    ParseError parse_error;
    if (ctx->options->mode == PUPPET_MODE_FORMAT) {
        const Str *text = format_code(ctx, source, len, NULL, &parse_error);
        result->parse_ms = now_ms() - start;
        if (!text) {
            eval_validate_parse_error(ctx, &parse_error);
            set_error(result, PUPPET_ERROR_SYNTAX, parse_error.message, parse_error.span);
            return;
        }
        result->formatted = heap_copy_bytes(text->bytes, text->len);
        result->ok = true;
        return;
    }
    if (ctx->options->mode == PUPPET_MODE_LINT) {
        const char *warnings = lint_check(ctx, source, len, &parse_error);
        result->parse_ms = now_ms() - start;
        if (!warnings) {
            eval_validate_parse_error(ctx, &parse_error);
            set_error(result, PUPPET_ERROR_SYNTAX, parse_error.message, parse_error.span);
            return;
        }
        result->lint_json = heap_copy(warnings);
        result->ok = true;
        return;
    }
    if (ctx->options->mode == PUPPET_MODE_COMPLETE) {
        const char *items = complete_at(ctx, source, len, ctx->options->complete_line,
                                        ctx->options->complete_column, ctx->options->facts_json);
        result->parse_ms = now_ms() - start;
        result->completions_json = heap_copy(items);
        result->ok = true;
        return;
    }
    LexWarning *lex_warnings = NULL;
    /* the program: the manifest option's, the environment's when there is no source, else
     * the source */
    const char *manifest = ctx->options->manifest;
    if (!manifest && !source && env_directory(ctx))
        manifest = env_manifest(ctx) ? env_manifest(ctx) : env_path_join(ctx, env_directory(ctx), "manifests");
    AstNode *program = manifest ? (AstNode *)env_main_manifest(ctx, manifest, &parse_error)
                                : parser_parse_program_warnings(&ctx->arena, source ? source : "", source ? len : 0,
                                                                &parse_error, &lex_warnings);
    /* the lexer's warnings (unrecognized escapes) come first, as with the reference */
    for (LexWarning *w = lex_warnings; w; w = w->next)
        ctx_warn(ctx, w->span, "%s", w->message);
    result->parse_ms = now_ms() - start;
    if (!program) {
        if (ctx->arena.exhausted || parse_error.out_of_memory) {
            ctx->current_span = parse_error.span;   /* where the parser was, when it says */
            ctx_exhausted(ctx, "Parsing stopped: the memory limit was reached");
        }
        if (parse_error.out_of_stack) {
            ctx->current_span = parse_error.span;
            ctx_exhausted(ctx, "Parsing stopped: the program nests too deeply");
        }
        eval_validate_parse_error(ctx, &parse_error);
        /* the parser's message already starts with PARSE_ERROR_PREFIX */
        set_error(result, PUPPET_ERROR_SYNTAX, parse_error.message, parse_error.span);
        return;
    }
    if (ctx->options->mode == PUPPET_MODE_PARSE) {
        char *dump = ast_dump(&ctx->arena, program);
        if (!dump)
            ctx_exhausted(ctx, "Parsing stopped: the memory limit was reached");
        result->ast_dump = heap_copy(dump);
        result->ok = true;
        return;
    }
    start = now_ms();
    ctx->source = source;
    ctx->source_len = len;
    if (ctx->options->want_expression_types)
        expr_types_start(ctx, program);
    Value value = eval_program(ctx, program);
    result->eval_ms = now_ms() - start;
    if (ctx->options->want_expression_types)
        result->expression_types_json = heap_copy(expr_types_json(ctx));
    if (value_is_abrupt(value)) {
        set_unwind_error(ctx, result);
        return;
    }
    if (step && value_is_abrupt(step(ctx, value, data))) {
        set_unwind_error(ctx, result);
        return;
    }
    result->ok = true;
    if (ctx->options->want_catalog)
        result->catalog_json = heap_copy(catalog_to_json(ctx));
    if (ctx->options->explain_lookup) {
        const char *text, *json;
        if (!hiera_explain(ctx, ctx->options->explain_lookup, &text, &json)) {
            set_unwind_error(ctx, result);
            return;
        }
        result->lookup_explanation = heap_copy(text);
        result->lookup_explanation_json = heap_copy(json);
    }
    if (ctx->options->want_value) {
        result->value = heap_copy_str(format_inspect(ctx, value));
        result->type = heap_copy_str(type_to_string(ctx, type_infer(ctx, value)));
    }
}

/* The single setjmp of a run. Kept in a function of its own whose locals are not changed
 * after setjmp, so that nothing is clobbered by the longjmp of ctx_exhausted. */
static void run_guarded(Ctx *ctx, PuppetResult *result, const char *source, size_t len,
                        RunValueStep step, void *data) {
    jmp_buf exit;
    ctx->exit = &exit;
    ctx_guard_stack(ctx);
    if (setjmp(exit) == 0) {
        run_program(ctx, result, source, len, step, data);
    } else {
        /* Out of a resource: the arena may be full, so the message is a static string. */
        set_error(result, ctx->exit_kind, ctx->exit_message, ctx->current_span);
    }
    ctx->exit = NULL;
    ctx_guard_stack(NULL);
}

PuppetResult *puppet_run(const char *source, size_t len, const PuppetOptions *options) {
    return run_with_step(source, len, options, NULL, NULL);
}

PuppetResult *run_with_step(const char *source, size_t len, const PuppetOptions *options,
                            RunValueStep step, void *data) {
    PuppetOptions defaults;
    if (!options) {
        puppet_options_init(&defaults);
        options = &defaults;
    }
    PuppetResult *result = calloc(1, sizeof *result);
    if (!result)
        return NULL;

    Ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx) {
        free(result);
        return NULL;
    }
    arena_init(&ctx->arena, options->max_run_bytes ? options->max_run_bytes : DEFAULT_MAX_RUN_BYTES);
    ctx->options = options;
    ctx->max_steps = options->max_steps ? options->max_steps : DEFAULT_MAX_STEPS;
    ctx->max_depth = options->max_call_depth ? options->max_call_depth : DEFAULT_MAX_CALL_DEPTH;
    ctx->max_output_bytes = options->max_output_bytes ? options->max_output_bytes : DEFAULT_MAX_OUTPUT_BYTES;
    ctx_set_deadline(ctx, options->max_time_ms ? options->max_time_ms : DEFAULT_MAX_TIME_MS);
    catalog_parameter_lookup = hiera_parameter_lookup;   /* hiera/ sits above catalog/ */

    run_guarded(ctx, result, source, len, step, data);
    copy_output(result, ctx);
    result->steps = ctx->steps;
    result->peak_bytes = ctx->arena.peak_bytes;
    arena_free(&ctx->arena);
    free(ctx);
    return result;
}

void puppet_result_free(PuppetResult *result) {
    if (!result)
        return;
    for (size_t i = 0; i < result->log_count; i++) {
        free(result->log[i].message);
        free(result->log[i].file);
    }
    free(result->log);
    for (size_t i = 0; i < result->warning_count; i++) {
        free(result->warnings[i].message);
        free(result->warnings[i].file);
    }
    free(result->warnings);
    free(result->error.message);
    free(result->error.file);
    free(result->value);
    free(result->type);
    free(result->catalog_json);
    free(result->lookup_explanation);
    free(result->lookup_explanation_json);
    free(result->ast_dump);
    free(result->formatted);
    free(result->lint_json);
    free(result->completions_json);
    free(result->expression_types_json);
    free(result);
}
