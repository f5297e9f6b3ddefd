/* erb.c: rendering one ERB template (see erb.h): its source compiled and parsed once per run
 * (a template in a loop, or included by many, is parsed once), then run by the template Ruby
 * interpreter with a fresh wrapper object whose instance variables are the calling scope's.
 * Also the per-run state the interpreter keeps beside the evaluator's (Interp.erb): the parse
 * cache and the Ruby values templates bound with scope.setvar.
 *
 * What this file does not do: find or read template files (erb_functions.c), or word errors.
 */
#include "erb/erb.h"

#include <string.h>

#include "erb/rb.h"
#include "eval/eval.h"
#include "eval/scope.h"

typedef struct Parsed {
    const ErbSource *source;
    RbParseResult result;
} Parsed;

struct RbSetvar;

typedef struct ErbState {
    NameTable parsed;             /* template text -> Parsed */
    struct RbSetvar *setvars;
    const CallSite *site;         /* the innermost template function's call */
    RbHash *wrapper;              /* the innermost render's wrapper state (its scope object) */
    RbIdentity identity;          /* Puppet's arrays and hashes as Ruby objects (rb_identity.c) */
} ErbState;

static ErbState *state(Ctx *ctx) {
    Interp *in = ctx->interp;
    if (!in->erb)
        in->erb = ctx_calloc(ctx, 1, sizeof(ErbState));
    return in->erb;
}

struct RbSetvar **rb_setvars(Ctx *ctx) {
    return &state(ctx)->setvars;
}

const CallSite *rb_call_site(RbInterp *I) {
    return state(I->ctx)->site;
}

RbIdentity *rb_identity(Ctx *ctx) {
    return &state(ctx)->identity;
}

RbHash *rb_wrapper_state(RbInterp *I) {
    return state(I->ctx)->wrapper;
}

static const Parsed *parse(Ctx *ctx, const char *text, size_t len) {
    ErbState *st = state(ctx);
    NameEntry *e = name_table_find(&st->parsed, text, len);
    if (e)
        return e->ptr;
    Parsed *p = ctx_calloc(ctx, 1, sizeof *p);
    p->source = erb_compile(ctx, text, len);
    p->result = rb_parse(ctx, p->source->src, p->source->len);
    name_table_put(ctx, &st->parsed, ctx_strndup(ctx, text, len), len)->ptr = p;
    return p;
}

static ErbOutcome failed(ErbStatus status, const char *message, int line, int column) {
    ErbOutcome o = { status, value_undef(), message, line, column };
    return o;
}

ErbOutcome erb_render(Ctx *ctx, const CallSite *site, const char *text, size_t len, const char *file) {
    /* The parsed templates, the nodes' caches and the variables templates set are kept for the
     * run, built from data of the open regions: they are pinned (docs/memory.md). */
    ctx_pin(ctx);
    const Parsed *p = parse(ctx, text, len);
    if (!p->result.program) {
        int line, column;
        erb_position(p->source, p->result.error_pos, &line, &column);
        if (p->result.unsupported)
            return failed(ERB_REFUSED, p->result.error, line, column);
        return failed(ERB_SYNTAX_ERROR, p->result.error, erb_ruby_line(p->source, p->result.error_pos), 0);
    }
    if (++ctx->depth > ctx->max_depth)
        ctx_exhausted(ctx, "Evaluation stopped: the call depth limit was reached");
    ErbState *st = state(ctx);
    const CallSite *saved_site = st->site;
    RbHash *saved_wrapper = st->wrapper;
    st->site = site;
    st->wrapper = rb_hash_new(ctx).as.hash;
    RbInterp I;
    memset(&I, 0, sizeof I);
    I.ctx = ctx;
    I.source = p->source;
    I.template_name = file ? file : "inline template";
    I.scope = ctx->interp->scope;
    I.self = rb_object_new(ctx, OBJ_WRAPPER, C_TEMPLATE_WRAPPER);
    I.ivars = rb_hash_new(ctx).as.hash;
    I.last_match = rb_nil();
    RbEnv *env = ctx_calloc(ctx, 1, sizeof *env);
    RbValue r = rb_eval(&I, p->result.program, env);
    /* what the template changed in Puppet's arrays and hashes, kept even when it raised (the
     * reference's objects changed as it ran) */
    if (I.flow != FLOW_PUPPET && !rb_identity_write_back(&I) && !rb_is_abrupt(r))
        r = rb_abrupt();
    st->site = saved_site;
    st->wrapper = saved_wrapper;
    ctx->depth--;
    if (rb_is_abrupt(r)) {
        int line, column;
        switch (I.flow) {
        case FLOW_RAISE: {
            const RbObject *e = I.flow_value.as.obj;
            return failed(ERB_RAISED, e->message, erb_ruby_line(p->source, e->pos), 0);
        }
        case FLOW_REFUSED:
            erb_position(p->source, I.refusal_pos, &line, &column);
            return failed(ERB_REFUSED, I.refusal, line, column);
        case FLOW_PUPPET:
            return failed(ERB_FAILED, NULL, 0, 0);
        default:
            erb_position(p->source, I.pos, &line, &column);
            return failed(ERB_REFUSED, "break, next or return outside a block or method", line, column);
        }
    }
    StrBuf sb;
    strbuf_init(&sb, ctx);
    rb_append_to_s(&sb, r);
    ErbOutcome o = { ERB_RENDERED, strbuf_finish_value(&sb), NULL, 0, 0 };
    return o;
}
