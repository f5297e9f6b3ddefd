/* function.c: the built-in function registry, signature parsing, dispatch and its errors.
 *
 * See function.h for the model. The registry is built on the first call of any run: every
 * table of function_modules.def is indexed by name. A function's signature strings are parsed
 * at its first call (most runs call a handful of the ~270 functions, and parsing them all was
 * most of a first run's time) into Signatures whose types live in an immortal context (never
 * freed: it is the process's built-in table, the same for every run), then type_share_table
 * makes those types visible to runs. A bad signature string is a programming error: it is kept
 * with its message and any call of that function reports it.
 *
 * Failed dispatch is described as the reference's TypeMismatchDescriber#describe_signatures
 * does (type_mismatch_describer.rb): argument errors per signature (count, then the first
 * parameter whose type does not match), block errors when some signature had no argument
 * error, mismatches of one kind at one place merged into one message, else the list of
 * signatures with why each rejected the call.
 */
#include "eval/function.h"
#include "values/region.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "types/type.h"
#include "types/type_internal.h"   /* type_alias_list_slot: local types end with their function */

struct ParsedFunction {
    const BuiltinFunction *def;
    bool parsed;                  /* the fields below are set (parse_function) */
    size_t count;
    Signature sigs[MAX_DISPATCHES];
    bool mismatch_only[MAX_DISPATCHES];   /* `!` signatures: not described (function.h) */
    bool ignores_block;           /* `~`: a 3.x function, blind to any lambda (function.h) */
    const char *error;            /* a signature that did not parse, or NULL */
};

static struct {
    bool ready;
    Ctx *ctx;                     /* the immortal context */
    NameTable index;              /* name -> ParsedFunction * */
    NameTable ruby;               /* "module/name" -> ParsedFunction *: modules' Ruby functions */
} registry;

/* --- signature parsing --------------------------------------------------------------------- */

static char *trim(char *s) {
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        s[--n] = '\0';
    return s;
}

/* Splits the text between the outer parentheses at top-level commas (in place). */
static size_t split_params(char *text, char **parts, size_t max) {
    size_t n = 0;
    int depth = 0;
    char *start = text;
    for (char *p = text;; p++) {
        if (*p == '[' || *p == '(' || *p == '{')
            depth++;
        else if (*p == ']' || *p == ')' || *p == '}')
            depth--;
        if ((*p == ',' && depth == 0) || *p == '\0') {
            bool end = *p == '\0';
            *p = '\0';
            char *part = trim(start);
            if (*part && n < max)
                parts[n++] = part;
            if (end)
                break;
            start = p + 1;
        }
    }
    return n;
}

static const char *parse_signature(Ctx *ictx, const char *text, Signature *sig) {
    size_t len = strlen(text);
    char *copy = ctx_strndup(ictx, text, len);
    char *body = trim(copy);
    size_t n = strlen(body);
    if (n < 2 || body[0] != '(' || body[n - 1] != ')')
        return "a signature must be in parentheses";
    body[n - 1] = '\0';
    body++;
    char *parts[64];
    size_t count = split_params(body, parts, 64);
    memset(sig, 0, sizeof *sig);
    sig->names = ctx_calloc(ictx, count ? count : 1, sizeof *sig->names);
    sig->types = ctx_calloc(ictx, count ? count : 1, sizeof *sig->types);
    bool rest = false;
    for (size_t i = 0; i < count; i++) {
        char *part = parts[i];
        char *dollar = strrchr(part, '$');
        if (!dollar)
            return ctx_sprintf(ictx, "parameter '%s' has no $name", part);
        char mode = ' ';
        char *type_end = dollar;
        if (type_end > part && (type_end[-1] == '*' || type_end[-1] == '&')) {
            mode = type_end[-1];
            type_end--;
        }
        char *name = dollar + 1;
        char *eq = strchr(name, '=');
        bool optional = eq != NULL;
        if (eq)
            *eq = '\0';
        name = trim(name);
        *type_end = '\0';
        char *type_text = trim(part);
        const Type *type = *type_text ? type_parse(ictx, type_text) : type_builtin("Any", 3);
        if (!type)
            return ctx_sprintf(ictx, "type '%s': %s", type_text,
                               ictx->unwind.message ? ictx->unwind.message : "not a type");
        if (mode == '&') {
            sig->block_type = type;
            sig->block_required = type_kind(type) != TYPE_OPTIONAL;
            if (i != count - 1)
                return "the block parameter must be last";
            continue;
        }
        sig->names[sig->param_count] = name;
        sig->types[sig->param_count] = type;
        sig->param_count++;
        if (mode == '*')
            rest = true;
        else if (!optional)
            sig->min++;
    }
    sig->max = rest ? SIZE_MAX : sig->param_count;
    return NULL;
}

/* A dispatch's signature may start with the function's local type aliases, as the reference's
 * `local_types` blocks declare them: "type Name = Type; type Other = ...; (params)". They are
 * visible to the rest of the function's signatures, and named as the reference names them when
 * a failed call is described ("expects a Formats = Variant[...] value"). A declaration's type
 * text must not contain "; ". Returns the text after the declarations, or NULL with *error. */
static const char *parse_local_types(Ctx *ictx, const char *text, const char **error) {
    while (strncmp(text, "type ", 5) == 0) {
        const char *end = strstr(text, "; ");
        const char *eq = strchr(text, '=');
        if (!end || !eq || eq > end) {
            *error = "a local type must be 'type Name = Type; '";
            return NULL;
        }
        char *name = trim(ctx_strndup(ictx, text + 5, (size_t)(eq - text - 5)));
        char *body = trim(ctx_strndup(ictx, eq + 1, (size_t)(end - eq - 1)));
        const Type *alias = type_alias_declare(ictx, name, NULL);
        const Type *resolved = type_parse(ictx, body);
        if (!resolved) {
            *error = ctx_sprintf(ictx, "local type '%s': %s", name,
                                 ictx->unwind.message ? ictx->unwind.message : "not a type");
            return NULL;
        }
        type_alias_resolve(ictx, alias, resolved, span_none());
        text = end + 2;
    }
    return text;
}

static void registry_init(void) {
    static PuppetOptions options;
    static Ctx ictx;
    puppet_options_init(&options);
    arena_init(&ictx.arena, 0);
    ictx.options = &options;
    ictx.max_steps = UINT64_MAX;
    ictx.max_depth = UINT32_MAX;
    ictx.max_output_bytes = SIZE_MAX;
    registry.ctx = &ictx;
    static const BuiltinFunction *const modules[] = {
#define X(area) functions_##area,
#include "eval/function_modules.def"
#undef X
    };
    static jmp_buf immortal_exit;
    ictx.exit = &immortal_exit;
    if (setjmp(immortal_exit) != 0)
        abort();   /* malloc failed while building the immortal tables: nothing can run */
    for (size_t m = 0; m < sizeof modules / sizeof modules[0]; m++) {
        for (const BuiltinFunction *f = modules[m]; f->name; f++) {
            ParsedFunction *pf = ctx_calloc(&ictx, 1, sizeof *pf);
            pf->def = f;
            name_table_put(&ictx, &registry.index, f->name, strlen(f->name))->ptr = pf;
        }
    }
    static const RubyFunctionTable ruby[] = {
#define X(module, area) { #module, ruby_functions_##area },
#include "eval/function_ruby.def"
#undef X
    };
    for (size_t m = 0; m < sizeof ruby / sizeof ruby[0]; m++) {
        for (const BuiltinFunction *f = ruby[m].functions; f->name; f++) {
            ParsedFunction *pf = ctx_calloc(&ictx, 1, sizeof *pf);
            pf->def = f;
            const char *key = ctx_sprintf(&ictx, "%s/%s", ruby[m].module, f->name);
            name_table_put(&ictx, &registry.ruby, key, strlen(key))->ptr = pf;
        }
    }
    registry.ready = true;
}

/* Parses the signatures of pf into the immortal context and shares their types, at the first
 * call of pf in the process, during the run `run` (whose own types stay its own, see
 * type_share_table). */
static void parse_function(Ctx *run, ParsedFunction *pf) {
    Ctx *ictx = registry.ctx;
    static jmp_buf immortal_exit;
    ictx->exit = &immortal_exit;
    if (setjmp(immortal_exit) != 0)
        abort();   /* malloc failed while building the immortal tables: nothing can run */
    /* from scratch: an earlier attempt may have been left by the run's step limit (the type
     * parser's stack_guard counts the run's steps) */
    const BuiltinFunction *f = pf->def;
    *pf = (ParsedFunction){ .def = f };
    *type_alias_list_slot(ictx) = NULL;
    ctx_clear_unwind(ictx);
    for (size_t d = 0; d < MAX_DISPATCHES && f->dispatches[d].signature; d++) {
        const char *text = f->dispatches[d].signature;
        if (text[0] == '~') {
            pf->ignores_block = true;
            text++;
        }
        pf->mismatch_only[d] = text[0] == '!';
        const char *error = NULL;
        const char *params = parse_local_types(ictx, text + pf->mismatch_only[d], &error);
        if (params)
            error = parse_signature(ictx, params, &pf->sigs[d]);
        if (error && !pf->error)
            pf->error = ctx_sprintf(ictx, "Internal error: bad signature %s of '%s': %s",
                                    f->dispatches[d].signature, f->name, error);
        ctx_clear_unwind(ictx);
        pf->count = d + 1;
    }
    /* local types belong to their function (two functions may each have a Formats) */
    *type_alias_list_slot(ictx) = NULL;
    type_share_table(ictx, run);
    pf->parsed = true;
}

const ParsedFunction *function_builtin(const char *name) {
    if (!registry.ready)
        registry_init();
    const NameEntry *e = name_table_find(&registry.index, name, strlen(name));
    return e ? e->ptr : NULL;
}

/* The parameter text of a dispatch's signature: past "~", local types ("type X = ...; ") and
 * return types are kept; NULL for a "!" dispatch. */
static const char *dispatch_params(const char *text) {
    if (text[0] == '~')
        text++;
    if (text[0] == '!')
        return NULL;
    const char *last = strstr(text, "; ");
    while (last && strncmp(text, "type ", 5) == 0) {
        text = last + 2;
        last = strstr(text, "; ");
    }
    return text;
}

static void visit_table(const char *module, const BuiltinFunction *f, FunctionVisitor visit, void *data) {
    for (; f->name; f++) {
        const char *params[MAX_DISPATCHES];
        size_t n = 0;
        for (size_t d = 0; d < MAX_DISPATCHES && f->dispatches[d].signature; d++) {
            const char *p = dispatch_params(f->dispatches[d].signature);
            if (p)
                params[n++] = p;
        }
        visit(module, f->name, params, n, data);
    }
}

void function_each(FunctionVisitor visit, void *data) {
    static const BuiltinFunction *const modules[] = {
#define X(area) functions_##area,
#include "eval/function_modules.def"
#undef X
    };
    for (size_t m = 0; m < sizeof modules / sizeof modules[0]; m++)
        visit_table(NULL, modules[m], visit, data);
    static const RubyFunctionTable ruby[] = {
#define X(module, area) { #module, ruby_functions_##area },
#include "eval/function_ruby.def"
#undef X
    };
    for (size_t m = 0; m < sizeof ruby / sizeof ruby[0]; m++)
        visit_table(ruby[m].module, ruby[m].functions, visit, data);
}

const ParsedFunction *function_ruby(const char *module, const char *name) {
    if (!registry.ready)
        registry_init();
    char key[MAX_RUBY_FUNCTION_KEY_BYTES];
    int n = snprintf(key, sizeof key, "%s/%s", module, name);
    if (n < 0 || (size_t)n >= sizeof key)
        return NULL;
    const NameEntry *e = name_table_find(&registry.ruby, key, (size_t)n);
    return e ? e->ptr : NULL;
}

/* Whether sig takes args[0..n) as its arguments from position `first` on, by count and types. */
static bool signature_takes(Ctx *ctx, const Signature *sig, size_t first, const Value *args, size_t n) {
    if (first + n < sig->min || first + n > sig->max)
        return false;
    for (size_t i = 0; i < n; i++) {
        size_t p = first + i;
        if (!type_is_instance(ctx, sig->types[p < sig->param_count ? p : sig->param_count - 1], args[i]))
            return false;
    }
    return true;
}

bool function_takes_trailing(Ctx *ctx, const char *name, const Value *trailing, size_t n) {
    ParsedFunction *pf = (ParsedFunction *)function_builtin(name);
    if (!pf)
        return false;
    if (!pf->parsed)
        parse_function(ctx, pf);
    for (size_t d = 0; d < pf->count; d++)
        if (signature_takes(ctx, &pf->sigs[d], 1, trailing, n))
            return true;
    return false;
}

bool function_accepts_as_init(Ctx *ctx, const char *name, Value v, bool *known) {
    ParsedFunction *pf = (ParsedFunction *)function_builtin(name);
    *known = pf != NULL;
    if (!pf)
        return false;
    if (!pf->parsed)
        parse_function(ctx, pf);
    /* the single types: the dispatches whose size range is exactly [1, 1] */
    for (size_t d = 0; d < pf->count; d++) {
        const Signature *sig = &pf->sigs[d];
        if (!pf->mismatch_only[d] && sig->min == 1 && sig->max == 1 && type_is_instance(ctx, sig->types[0], v))
            return true;
    }
    /* the other tuples: v as the argument list, or, when it is no Array and some other tuple
     * takes one argument, [v] */
    bool optional_single = false;
    for (size_t d = 0; d < pf->count; d++) {
        const Signature *sig = &pf->sigs[d];
        if (pf->mismatch_only[d] || (sig->min == 1 && sig->max == 1))
            continue;
        optional_single = optional_single || sig->min == 1;
        if (v.kind == VAL_ARRAY && signature_takes(ctx, sig, 0, v.as.array->items, v.as.array->count))
            return true;
    }
    if (v.kind == VAL_ARRAY || !optional_single)
        return false;
    for (size_t d = 0; d < pf->count; d++) {
        const Signature *sig = &pf->sigs[d];
        if (!pf->mismatch_only[d] && !(sig->min == 1 && sig->max == 1) && signature_takes(ctx, sig, 0, &v, 1))
            return true;
    }
    return false;
}

bool function_exists(Ctx *ctx, const char *name) {
    (void)ctx;
    return function_builtin(name) != NULL;
}

/* --- matching ------------------------------------------------------------------------------ */

static const Type *param_type(const Signature *sig, size_t i) {
    return sig->types[i < sig->param_count ? i : sig->param_count - 1];
}

static const char *param_name(const Signature *sig, size_t i) {
    return sig->names[i < sig->param_count ? i : sig->param_count - 1];
}

static bool block_accepted(Ctx *ctx, const Signature *sig, const Callable *block) {
    if (!block)
        return !sig->block_required;
    if (!sig->block_type)
        return false;
    const Type *t = callable_type(ctx, block);   /* computed (and checked) before dispatching */
    return t && type_is_assignable(ctx, sig->block_type, t);
}

bool signature_accepts(Ctx *ctx, const Signature *sig, const Value *args, size_t count,
                       const Callable *block) {
    if (count < sig->min || count > sig->max)
        return false;
    for (size_t i = 0; i < count; i++)
        if (!type_is_instance(ctx, param_type(sig, i), args[i]))
            return false;
    return block_accepted(ctx, sig, block);
}

/* --- describing a failed dispatch ---------------------------------------------------------- */

typedef enum MismatchKind {
    MISMATCH_NONE,
    MISMATCH_COUNT,           /* CountMismatch (path: none, or "block") */
    MISMATCH_MISSING_BLOCK,
    MISMATCH_UNEXPECTED_BLOCK,
    MISMATCH_TYPE,            /* TypeMismatch at a parameter */
} MismatchKind;

typedef struct Mismatch {
    MismatchKind kind;
    const char *path;         /* "", "parameter 'x'", "block" */
    int64_t from, to;         /* CountMismatch expected range; to = INT64_MAX: unlimited */
    int64_t actual_from, actual_to;
    const char *text;         /* TypeMismatch: "expects an Integer value, got String" */
    const Type *expected;     /* TypeMismatch of an argument: the parameter's type */
    Value actual;             /* ... and the argument */
} Mismatch;

static const char *range_to_s(Ctx *ctx, int64_t min, int64_t max, const char *zero) {
    if (min == max)
        return min == 0 ? zero : ctx_sprintf(ctx, "%lld", (long long)min);
    if (min == 0)
        return max == INT64_MAX ? "unlimited" : ctx_sprintf(ctx, "at most %lld", (long long)max);
    if (max == INT64_MAX)
        return ctx_sprintf(ctx, "at least %lld", (long long)min);
    return ctx_sprintf(ctx, "between %lld and %lld", (long long)min, (long long)max);
}

static const char *mismatch_text(Ctx *ctx, const Mismatch *m) {
    const char *position = *m->path ? ctx_sprintf(ctx, " %s", m->path) : "";
    switch (m->kind) {
    case MISMATCH_COUNT: {
        bool singular = (m->from == 1 && (m->to == 1 || m->to == INT64_MAX)) || (m->from == 0 && m->to == 1);
        return ctx_sprintf(ctx, "%s expects %s argument%s, got %s", position,
                           range_to_s(ctx, m->from, m->to, "no"), singular ? "" : "s",
                           range_to_s(ctx, m->actual_from, m->actual_to, "none"));
    }
    case MISMATCH_MISSING_BLOCK:
        return ctx_sprintf(ctx, "%s expects a block", position);
    case MISMATCH_UNEXPECTED_BLOCK:
        return ctx_sprintf(ctx, "%s does not expect a block", position);
    case MISMATCH_TYPE:
        return ctx_sprintf(ctx, "%s %s", position, m->text);
    case MISMATCH_NONE:
        break;
    }
    return "";
}

static int64_t as_range_end(size_t n) {
    return n == SIZE_MAX ? INT64_MAX : (int64_t)n;
}

static Mismatch describe_arguments(Ctx *ctx, const Signature *sig, const Value *args, size_t count) {
    Mismatch m;
    memset(&m, 0, sizeof m);   /* undef, no range; not `= {...}`: clang wants every field named */
    m.kind = MISMATCH_NONE;
    m.path = "";
    if (count < sig->min || count > sig->max) {
        m.kind = MISMATCH_COUNT;
        m.from = (int64_t)sig->min;
        m.to = as_range_end(sig->max);
        m.actual_from = m.actual_to = (int64_t)count;
        return m;
    }
    for (size_t i = 0; i < count; i++) {
        const Type *t = param_type(sig, i);
        if (type_is_instance(ctx, t, args[i]))
            continue;
        /* describe_no_block_arguments goes on to the next argument when the describer finds
         * nothing to say (-2 for Iterable: its inferred Integer[-2, -2] is assignable) */
        const char *text = type_mismatch_message(ctx, t, args[i]);
        if (!text || !*text)
            continue;
        m.kind = MISMATCH_TYPE;
        m.path = ctx_sprintf(ctx, "parameter '%s'", param_name(sig, i));
        m.text = text;
        m.expected = t;
        m.actual = args[i];
        return m;
    }
    return m;
}

static Mismatch describe_block(Ctx *ctx, const Signature *sig, const Callable *block) {
    Mismatch m;
    memset(&m, 0, sizeof m);   /* undef, no range; not `= {...}`: clang wants every field named */
    m.kind = MISMATCH_NONE;
    m.path = "";
    if (!block) {
        if (sig->block_required)
            m.kind = MISMATCH_MISSING_BLOCK;
        return m;
    }
    if (!sig->block_type) {
        m.kind = MISMATCH_UNEXPECTED_BLOCK;
        return m;
    }
    if (block_accepted(ctx, sig, block))
        return m;
    /* describe_PCallableType: the lambda's parameter count against the expected one */
    const Type *expected = sig->block_type;
    if (type_kind(expected) == TYPE_OPTIONAL && type_element(expected))
        expected = type_element(expected);
    const Type *params = type_callable_params(expected);
    int64_t from = 0, to = INT64_MAX;
    if (params)
        type_size_range(params, &from, &to);
    size_t n = callable_param_count(block);
    int64_t actual_from = 0, actual_to = callable_last_captures_rest(block) ? INT64_MAX : (int64_t)n;
    for (size_t i = 0; i < n; i++) {
        const AstNode *p = block->params->items[i];
        if (!p->as.param.default_value && !p->as.param.captures_rest)
            actual_from++;
    }
    m.path = "block";
    if (actual_from < from || actual_to > to || actual_from > to) {
        m.kind = MISMATCH_COUNT;
        m.from = from;
        m.to = to;
        m.actual_from = actual_from;
        m.actual_to = actual_to;
    } else {
        m.kind = MISMATCH_TYPE;
        m.text = ctx_sprintf(ctx, "expects a %s value, got %s", type_to_string(ctx, expected)->bytes,
                             type_to_string(ctx, callable_type(ctx, block))->bytes);
    }
    return m;
}

/* Whether a mismatch description is one TypeMismatch (the only kind the reference merges across
 * signatures): not several lines (a Variant's members), not a missing or unrecognized key. */
static bool is_type_mismatch_text(const char *text) {
    return text && *text && !strchr(text, '\n') && strstr(text, "expects ") &&
           !strstr(text, "unrecognized key") && !strstr(text, "expects a value for key");
}

/* Whether one line of type_mismatch_message is a TypeMismatch of the reference's describer:
 * not an unrecognized or missing key, a size or a pattern (PatternMismatch, SizeMismatch and
 * the key mismatches are other classes). */
static bool is_type_mismatch_line(const char *line) {
    return is_type_mismatch_text(line) && !strstr(line, "expects size to be") && !strstr(line, "expects a match for");
}

/* merge_descriptions counts the TypeMismatch descriptions over every signature: when there
 * are as many as signatures, they alone are reported and the other descriptions dropped.
 * `h({a => 'x', b => 1})` against Struct[{a => Integer}] is only "entry 'a' expects an Integer
 * value, got String", without the unrecognized key. Returns errors unchanged otherwise. */
static Mismatch *only_type_mismatches(Ctx *ctx, Mismatch *errors, size_t count) {
    Mismatch *only = ctx_alloc(ctx, count * sizeof *only);
    bool dropped = false;
    for (size_t i = 0; i < count; i++) {
        if (errors[i].kind != MISMATCH_TYPE || !errors[i].text)
            return errors;
        const char *found = NULL;
        size_t hits = 0;
        for (const char *line = errors[i].text; *line;) {
            const char *end = strchr(line, '\n');
            size_t n = end ? (size_t)(end - line) : strlen(line);
            const char *one = ctx_strndup(ctx, line, n);
            if (is_type_mismatch_line(one)) {
                found = one;
                hits++;
            } else {
                dropped = true;
            }
            line += n + (end ? 1 : 0);
        }
        if (hits != 1)
            return errors;
        only[i] = errors[i];
        only[i].text = found;
    }
    return dropped ? only : errors;
}

/* TypeMismatch#merge: argument mismatches at the same parameter of every signature become one
 * against the Variant of the parameters' types ("expects a value of type Numeric or String,
 * got Tuple"). Returns false when they cannot be merged (a mismatch that is not an argument's). */
static bool merge_expected_types(Ctx *ctx, const Mismatch *errors, size_t count, Mismatch *merged) {
    Value *types = ctx_alloc(ctx, count * sizeof *types);
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        /* only mismatches of the argument itself share the canonical path; "index 1 expects",
         * "entry 'a' expects" or no description at all keep the signatures apart */
        if (!errors[i].expected || strncmp(errors[i].text, "expects ", 8) != 0)
            return false;
        bool seen = false;
        for (size_t j = 0; j < n && !seen; j++)
            seen = type_equal(types[j].as.type, errors[i].expected);
        if (!seen)
            types[n++] = value_from_type(errors[i].expected);
    }
    Value variant = type_parameterize(ctx, type_builtin("Variant", 7), types, n, span_none());
    if (value_is_abrupt(variant) || variant.kind != VAL_TYPE) {
        ctx_clear_unwind(ctx);
        return false;
    }
    const char *text = type_mismatch_message(ctx, variant.as.type, errors[0].actual);
    if (!text || !*text)
        return false;
    merged->text = text;
    return true;
}

/* signature_string: "Integer x, String y?" */
static const char *signature_text(Ctx *ctx, const Signature *sig) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < sig->param_count; i++) {
        if (i)
            strbuf_append_cstr(&sb, ", ");
        strbuf_append_str(&sb, type_to_string(ctx, sig->types[i]));
        strbuf_printf(&sb, " %s", sig->names[i]);
        if (sig->max == SIZE_MAX && i == sig->param_count - 1)
            strbuf_append_char(&sb, sig->min == sig->param_count ? '+' : '*');
        else if (i >= sig->min)
            strbuf_append_char(&sb, '?');
    }
    if (sig->block_type) {
        if (sig->param_count)
            strbuf_append_cstr(&sb, ", ");
        const Type *t = sig->block_type;
        bool optional = type_kind(t) == TYPE_OPTIONAL && type_element(t);
        strbuf_append_str(&sb, type_to_string(ctx, optional ? type_element(t) : t));
        strbuf_append_cstr(&sb, optional ? " block?" : " block");
    }
    return strbuf_finish(&sb)->bytes;
}

const char *signature_describe(Ctx *ctx, const char *label, const Signature *const *sigs,
                               size_t sig_count, const Value *args, size_t count,
                               const Callable *block) {
    Mismatch *errors = ctx_calloc(ctx, sig_count, sizeof *errors);
    size_t with_arg_errors = 0;
    for (size_t i = 0; i < sig_count; i++) {
        errors[i] = describe_arguments(ctx, sigs[i], args, count);
        if (errors[i].kind != MISMATCH_NONE)
            with_arg_errors++;
    }
    if (with_arg_errors < sig_count) {
        Mismatch *blocks = ctx_calloc(ctx, sig_count, sizeof *blocks);
        size_t with_block_errors = 0;
        for (size_t i = 0; i < sig_count; i++) {
            blocks[i] = describe_block(ctx, sigs[i], block);
            if (blocks[i].kind != MISMATCH_NONE)
                with_block_errors++;
        }
        if (with_block_errors == sig_count)
            errors = blocks;
        else
            for (size_t i = 0; i < sig_count; i++)
                if (errors[i].kind == MISMATCH_NONE)
                    errors[i] = blocks[i];
    }
    errors = only_type_mismatches(ctx, errors, sig_count);
    /* merge_descriptions: one kind at one place in every signature becomes one message */
    static const MismatchKind order[] = { MISMATCH_COUNT, MISMATCH_MISSING_BLOCK, MISMATCH_UNEXPECTED_BLOCK,
                                          MISMATCH_TYPE };
    for (size_t k = 0; k < sizeof order / sizeof order[0]; k++) {
        bool all = true;
        for (size_t i = 0; i < sig_count && all; i++)
            all = errors[i].kind == order[k] && strcmp(errors[i].path, errors[0].path) == 0;
        if (!all)
            continue;
        Mismatch merged = errors[0];
        for (size_t i = 1; i < sig_count; i++) {
            if (merged.kind == MISMATCH_COUNT) {
                if (errors[i].from < merged.from)
                    merged.from = errors[i].from;
                if (errors[i].to > merged.to)
                    merged.to = errors[i].to;
            } else if (merged.kind == MISMATCH_TYPE && strcmp(errors[i].text, merged.text) != 0) {
                all = false;
            }
        }
        if (merged.kind == MISMATCH_TYPE) {
            bool mergeable = true;
            for (size_t i = 0; i < sig_count && mergeable; i++)
                mergeable = is_type_mismatch_text(errors[i].text);
            if (!mergeable)
                all = false;
            else if (!all)
                all = merge_expected_types(ctx, errors, sig_count, &merged);
        }
        if (all)
            return ctx_sprintf(ctx, "%s%s", label, mismatch_text(ctx, &merged));
    }
    /* it flattens the signatures' descriptions first: a signature with none adds nothing, so
     * [[], [expects a block]] (reverse_each(-3): -3 is no Iterable, but the describer finds
     * nothing against it) is the one message "expects a block" */
    size_t described = 0, last = 0;
    for (size_t i = 0; i < sig_count; i++)
        if (errors[i].kind != MISMATCH_NONE) {
            described += errors[i].kind == MISMATCH_TYPE && errors[i].text && strchr(errors[i].text, '\n') ? 2 : 1;
            last = i;
        }
    if (sig_count > 1 && described == 1)
        return ctx_sprintf(ctx, "%s%s", label, mismatch_text(ctx, &errors[last]));
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (sig_count == 1 && errors[0].kind != MISMATCH_NONE &&
        !(errors[0].kind == MISMATCH_TYPE && strchr(errors[0].text, '\n'))) {
        /* one signature, one mismatch: the short form whatever the mismatch (merge_descriptions
         * leaves a single description alone: unrecognized key, missing key, size...) */
        return ctx_sprintf(ctx, "%s%s", label, mismatch_text(ctx, &errors[0]));
    } else if (sig_count == 1) {
        /* several mismatches (type_mismatch_message's lines): one "rejected:" line each */
        /* several mismatches, or none the describer could word (Collection[2] for [1]):
         * the signature alone */
        strbuf_printf(&sb, "%s expects (%s)", label, signature_text(ctx, sigs[0]));
        const char *line = errors[0].kind == MISMATCH_NONE ? "" : errors[0].text;
        while (*line) {
            const char *end = strchr(line, '\n');
            size_t n = end ? (size_t)(end - line) : strlen(line);
            Mismatch one = errors[0];
            one.text = ctx_strndup(ctx, line, n);
            strbuf_printf(&sb, "\n  rejected:%s", mismatch_text(ctx, &one));
            line += n + (end ? 1 : 0);
        }
    } else {
        strbuf_printf(&sb, "The function %s was called with arguments it does not accept. It expects one of:", label);
        for (size_t i = 0; i < sig_count; i++) {
            strbuf_printf(&sb, "\n  (%s)", signature_text(ctx, sigs[i]));
            if (errors[i].kind == MISMATCH_NONE)
                continue;   /* a signature the describer found nothing against: no line */
            /* a signature rejected for several reasons (a struct missing two keys): one
             * "rejected:" line each, as the single-signature form */
            const char *line = errors[i].text;
            do {
                const char *end = line ? strchr(line, '\n') : NULL;
                Mismatch one = errors[i];
                if (line)
                    one.text = end ? ctx_strndup(ctx, line, (size_t)(end - line)) : line;
                strbuf_printf(&sb, "\n    rejected:%s", mismatch_text(ctx, &one));
                line = end ? end + 1 : NULL;
            } while (line && *line);
        }
    }
    return strbuf_finish(&sb)->bytes;
}

/* --- calling ------------------------------------------------------------------------------- */

static const char *call_label(const CallSite *site) {
    return site->style == CALL_METHOD ? "a Method call" : "a Function Call";
}

Value function_error(Ctx *ctx, const CallSite *site, const char *format, ...) {
    va_list args;
    va_start(args, format);
    const char *message = ctx_vsprintf(ctx, format, args);
    va_end(args);
    ctx_error(ctx, site->span, "Error while evaluating %s, %s", call_label(site), message);
    if (ctx->interp)
        ctx->interp->error_from_puppet = true;
    return value_abrupt();
}

Value function_error_unlocated(Ctx *ctx, const CallSite *site, const char *format, ...) {
    va_list args;
    va_start(args, format);
    const char *message = ctx_vsprintf(ctx, format, args);
    va_end(args);
    CallSite unlocated = *site;
    unlocated.span = span_none();
    return function_error(ctx, &unlocated, "%s", message);
}

bool function_call_builtin(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                           const Callable *block, Value *result) {
    const ParsedFunction *pf = function_builtin(site->name);
    if (!pf)
        return false;
    *result = function_call_parsed(ctx, site, pf, args, count, block);
    return true;
}

Value function_call_parsed(Ctx *ctx, const CallSite *site, const ParsedFunction *pf, const Value *args,
                           size_t count, const Callable *block) {
    if (!pf->parsed)
        parse_function(ctx, (ParsedFunction *)pf);
    if (pf->error)
        return function_error(ctx, site, "%s", pf->error);
    if (pf->ignores_block)
        block = NULL;   /* Function3x#call hands the 3.x function its arguments only */
    if (block && !callable_type(ctx, block))
        return value_abrupt();   /* the lambda's parameters are wrong ("required but appears after optional") */
    for (size_t d = 0; d < pf->count; d++) {
        if (!signature_accepts(ctx, &pf->sigs[d], args, count, block))
            continue;
        Interp *in = ctx->interp;
        in->error_from_puppet = false;
        /* a function that printed a Regexp type whose pattern does not compile (String,
         * sprintf, join of Regexp['a(']) fails with the RegexpError, as the reference's to_s */
        bool checked = type_run_has_invalid_regexp(ctx);
        if (checked)
            type_take_format_error(ctx);
#if ARENA_CHECK
        /* the checked build runs each built-in in a region of its own, so that what one keeps
         * for the run (caches, the log, the catalog) is seen to outlive its region */
        size_t region = region_open(ctx);
        Value v = pf->def->dispatches[d].impl(ctx, site, args, count, block);
        region_close(ctx, region, &v);
#else
        Value v = pf->def->dispatches[d].impl(ctx, site, args, count, block);
#endif
        const char *unprintable = checked && !value_is_abrupt(v) ? type_take_format_error(ctx) : NULL;
        if (unprintable)
            return function_error(ctx, site, "%s", unprintable);
        if (value_is_abrupt(v) && ctx->unwind.kind == UNWIND_ERROR && !in->error_from_puppet) {
            /* an error of the function itself (not of a lambda's Puppet code): the reference
             * wraps it as a runtime error of the call */
            ctx->unwind.message = ctx_sprintf(ctx, "Error while evaluating %s, %s", call_label(site),
                                              ctx->unwind.message);
            ctx->unwind.span = site->span;
            in->error_from_puppet = true;
        }
        return v;
    }
    const Signature *sigs[MAX_DISPATCHES];
    size_t described = 0;
    for (size_t d = 0; d < pf->count; d++)
        if (!pf->mismatch_only[d])
            sigs[described++] = &pf->sigs[d];
    const char *label = ctx_sprintf(ctx, "'%s'", site->name);
    return function_error(ctx, site, "%s", signature_describe(ctx, label, sigs, described, args, count, block));
}

bool function_yield(Ctx *ctx, const CallSite *site, const Callable *block, const Value *args,
                    size_t count, Value *result, bool *stopped) {
    *stopped = false;
    Value v = result ? callable_call(ctx, block, args, count, site->span)
                     : callable_call_discard(ctx, block, args, count, site->span);
    if (!value_is_abrupt(v)) {
        if (result)
            *result = v;
        return true;
    }
    if (ctx->unwind.kind == UNWIND_BREAK) {
        ctx_clear_unwind(ctx);
        *stopped = true;
        if (result)
            *result = value_undef();
        return true;
    }
    return false;
}
