/* ctx.c: allocation, errors, unwinding and output of a run. See ctx.h for the contract. */
#include "support/ctx.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "support/limits.h"

void *ctx_alloc(Ctx *ctx, size_t size) {
    void *p = arena_alloc(&ctx->arena, size);
    if (!p)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    return p;
}

void *ctx_alloc_in(Ctx *ctx, size_t depth, size_t size) {
    void *p = arena_alloc_in(&ctx->arena, depth, size);
    if (!p)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    return p;
}

void *ctx_calloc(Ctx *ctx, size_t count, size_t size) {
    void *p = arena_calloc(&ctx->arena, count, size);
    if (!p)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    return p;
}

void *ctx_realloc(Ctx *ctx, void *old, size_t old_size, size_t new_size) {
    void *p = arena_realloc(&ctx->arena, old, old_size, new_size);
    if (!p)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    return p;
}

void ctx_watch(Ctx *ctx, const EvalWatcher *watcher, void *data) {
    if (watcher && !ctx->watcher) {
        ctx->watched_step_check = ctx->step_check;
        ctx->step_check = 0;
    } else if (!watcher && ctx->watcher) {
        ctx->step_check = ctx->watched_step_check;
    }
    ctx->watcher = watcher;
    ctx->watcher_data = watcher ? data : NULL;
}

char *ctx_strndup(Ctx *ctx, const char *text, size_t n) {
    char *p = arena_strndup(&ctx->arena, text, n);
    if (!p)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    return p;
}

/* Up to this many directives in a format that format_simple writes itself. */
#define SIMPLE_FORMAT_ARGS 8

/* Decimal text of v (negative when `negative`) at the end of buf[24]; returns its start. */
static char *decimal_text(char buf[24], unsigned long long v, bool negative) {
    char *p = buf + 24;
    do {
        *--p = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    if (negative)
        *--p = '-';
    return p;
}

/* The formats most messages and keys use ("%s[%s]", "%s(line: %u)"), written without
 * vsnprintf, which ctx_vsprintf calls twice (to measure, then to write) and which in wasm is
 * musl's generic printf: a large share of a small run's time. Only plain %s (not NULL), %d,
 * %u, %ld, %lu, %lld, %llu, %zu and %%; NULL for any other format, which vsnprintf then
 * writes. The text is what vsnprintf would write. */
static char *format_simple(Ctx *ctx, const char *format, va_list args) {
    const char *text[SIMPLE_FORMAT_ARGS];
    size_t len[SIMPLE_FORMAT_ARGS];
    char digits[SIMPLE_FORMAT_ARGS][24];
    size_t count = 0, total = 0;
    for (const char *f = format; *f; f++) {
        if (*f != '%') {
            total++;
            continue;
        }
        f++;
        if (*f == '%') {
            total++;
            continue;
        }
        if (count == SIMPLE_FORMAT_ARGS)
            return NULL;
        int longs = 0;
        bool size = false;
        if (*f == 'z') {
            size = true;
            f++;
        } else {
            while (*f == 'l' && longs < 2) {
                longs++;
                f++;
            }
        }
        if (*f == 's' && !size && !longs) {
            const char *s = va_arg(args, const char *);
            if (!s)
                return NULL;
            text[count] = s;
            len[count] = strlen(s);
        } else if (*f == 'd' && !size) {
            long long v = longs == 2 ? va_arg(args, long long) : longs ? va_arg(args, long) : va_arg(args, int);
            unsigned long long magnitude = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
            text[count] = decimal_text(digits[count], magnitude, v < 0);
            len[count] = (size_t)(digits[count] + 24 - text[count]);
        } else if (*f == 'u') {
            unsigned long long v = size ? va_arg(args, size_t)
                                 : longs == 2 ? va_arg(args, unsigned long long)
                                 : longs ? va_arg(args, unsigned long) : va_arg(args, unsigned);
            text[count] = decimal_text(digits[count], v, false);
            len[count] = (size_t)(digits[count] + 24 - text[count]);
        } else {
            return NULL;   /* flags, width, precision, another conversion: vsnprintf's */
        }
        total += len[count++];
    }
    char *out = ctx_alloc(ctx, total + 1);
    char *p = out;
    size_t k = 0;
    for (const char *f = format; *f; f++) {
        if (*f != '%') {
            *p++ = *f;
            continue;
        }
        f++;
        if (*f == '%') {
            *p++ = '%';
            continue;
        }
        while (*f == 'l' || *f == 'z')
            f++;
        memcpy(p, text[k], len[k]);
        p += len[k++];
    }
    *p = '\0';
    return out;
}

char *ctx_vsprintf(Ctx *ctx, const char *format, va_list args) {
    va_list copy;
    va_copy(copy, args);
    char *simple = format_simple(ctx, format, copy);
    va_end(copy);
    if (simple)
        return simple;
    va_copy(copy, args);
    int n = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    if (n < 0)
        n = 0;
    char *p = ctx_alloc(ctx, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, format, args);
    return p;
}

char *ctx_sprintf(Ctx *ctx, const char *format, ...) {
    va_list args;
    va_start(args, format);
    char *p = ctx_vsprintf(ctx, format, args);
    va_end(args);
    return p;
}

_Noreturn void ctx_exhausted(Ctx *ctx, const char *message) {
    ctx->exit_kind = PUPPET_ERROR_LIMIT;
    ctx->exit_message = message;
    longjmp(*ctx->exit, 1);
}

double ctx_clock_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

void ctx_set_deadline(Ctx *ctx, uint32_t max_time_ms) {
    ctx->deadline_ms = max_time_ms ? ctx_clock_ms() + max_time_ms : 0;
    /* the worker client's words for its own hard stop (client.mjs), so that a host shows both
     * alike */
    snprintf(ctx->time_message, sizeof ctx->time_message,
             "Evaluation took longer than %u ms and was stopped", (unsigned)max_time_ms);
    ctx->step_check = 0;   /* the next step looks at the limits */
    ctx->watched_step_check = 0;
}

const char *ctx_step_limit(Ctx *ctx) {
    /* with a watcher every step comes here (step_check stays 0): only watched_step_check says
     * whether the limits are due */
    if (ctx->watcher && ctx->steps <= ctx->watched_step_check)
        return NULL;
    if (ctx->steps > ctx->max_steps)
        return "Evaluation stopped: the step limit was reached";
    uint64_t next = UINT64_MAX;
    if (ctx->deadline_ms > 0) {
        if (ctx_clock_ms() >= ctx->deadline_ms)
            return ctx->time_message;
        next = ctx->steps + TIME_CHECK_STEPS;
    }
    next = next < ctx->max_steps ? next : ctx->max_steps;
    if (ctx->watcher)
        ctx->watched_step_check = next;
    else
        ctx->step_check = next;
    return NULL;
}

void ctx_step_check(Ctx *ctx) {
    const char *reached = ctx_step_limit(ctx);
    if (reached)
        ctx_exhausted(ctx, reached);
}

Value ctx_verror(Ctx *ctx, SrcSpan span, const char *format, va_list args) {
    ctx->unwind.kind = UNWIND_ERROR;
    ctx->unwind.error_kind = PUPPET_ERROR_EVALUATION;
    ctx->unwind.message = ctx_vsprintf(ctx, format, args);
    ctx->unwind.span = span;
    ctx->unwind.value = value_undef();
    return value_abrupt();
}

Value ctx_error(Ctx *ctx, SrcSpan span, const char *format, ...) {
    va_list args;
    va_start(args, format);
    ctx_verror(ctx, span, format, args);
    va_end(args);
    return value_abrupt();
}

Value ctx_unwind(Ctx *ctx, UnwindKind kind, Value value, SrcSpan span) {
    ctx->unwind.kind = kind;
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    ctx->unwind.message = NULL;
    ctx->unwind.span = span;
    ctx->unwind.value = value;
    return value_abrupt();
}

void ctx_clear_unwind(Ctx *ctx) {
    memset(&ctx->unwind, 0, sizeof ctx->unwind);
}

/* Adds a line to the log or the warnings, which the run keeps to its end: the vector and the
 * message lie in region 0 (a message made during a call is copied there). */
static void line_vec_push(Ctx *ctx, LineVec *vec, CollectedLine line) {
    size_t saved = ctx_root_begin(ctx);
    if (vec->count == vec->capacity) {
        size_t capacity = vec->capacity ? vec->capacity * 2 : 16;
        vec->items = ctx_realloc(ctx, vec->items, vec->capacity * sizeof *vec->items,
                                 capacity * sizeof *vec->items);
        vec->capacity = capacity;
    }
    if (arena_deeper_than(&ctx->arena, line.message, 0)) {
        char *copy = ctx_alloc(ctx, line.len + 1);
        memcpy(copy, line.message, line.len);
        copy[line.len] = '\0';
        line.message = copy;
    }
    ctx_root_end(ctx, saved);
    vec->items[vec->count++] = line;
}

static void ctx_count_output(Ctx *ctx, size_t bytes) {
    ctx->output_bytes += bytes;
    if (ctx->output_bytes > ctx->max_output_bytes)
        ctx_exhausted(ctx, "Evaluation stopped: the output limit was reached");
}

void ctx_log(Ctx *ctx, PuppetLogLevel level, const char *message, size_t len, SrcSpan span) {
    if (level < ctx->options->log_level)
        return;
    ctx_count_output(ctx, len + 16);
    CollectedLine line = { level, message, len, span };
    line_vec_push(ctx, &ctx->log, line);
}

void ctx_warn(Ctx *ctx, SrcSpan span, const char *format, ...) {
    va_list args;
    va_start(args, format);
    char *message = ctx_vsprintf(ctx, format, args);
    va_end(args);
    ctx_count_output(ctx, strlen(message) + 32);
    CollectedLine line = { PUPPET_LOG_WARNING, message, strlen(message), span };
    line_vec_push(ctx, &ctx->warnings, line);
}
