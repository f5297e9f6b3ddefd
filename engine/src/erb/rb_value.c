/* rb_value.c: template Ruby's values (see rb.h): construction, Hash storage, eql?/==/hash,
 * classes, and to_s / inspect exactly as Ruby 3.1 prints them (`[1, "a", nil]`,
 * `{"a"=>1, :b=>[2]}`, `1.0e+20`, `:"odd name"`).
 *
 * Where the reference would print a Ruby object's identity (`#<Proc:0x000...>`), the text
 * leaves the address out (docs/deviations.md). Puppet values without a Ruby counterpart print
 * as Puppet's string form (to_s) and as the engine's Ruby inspect of Puppet values.
 *
 * What this file does not do: methods (rb_kernel.c and the class files).
 */
#include "erb/rb.h"
#include "support/utf8.h"
#include "types/type.h"

#include <string.h>

#include "functions/fnlib.h"
#include "support/limits.h"
#include "text/format.h"
#include "text/sprintf.h"

/* --- construction --------------------------------------------------------------------------- */

RbValue rb_str_new(Ctx *ctx, const char *bytes, size_t len) {
    RbStr *s = ctx_alloc(ctx, sizeof *s);
    s->cap = len + 1;
    s->bytes = ctx_alloc(ctx, s->cap);
    if (len)
        memcpy(s->bytes, bytes, len);
    s->bytes[len] = '\0';
    s->len = len;
    s->frozen = false;
    RbValue v = { .kind = RB_STR, .as.str = s };
    return v;
}

RbValue rb_str_cstr(Ctx *ctx, const char *text) {
    return rb_str_new(ctx, text, strlen(text));
}

RbValue rb_str_from_buf(Ctx *ctx, StrBuf *sb) {
    const Str *s = strbuf_finish(sb);
    return rb_str_new(ctx, s->bytes, s->len);
}

void rb_str_append(Ctx *ctx, RbStr *s, const char *bytes, size_t len) {
    if (s->len + len + 1 > s->cap) {
        size_t cap = s->cap * 2;
        if (cap < s->len + len + 1)
            cap = s->len + len + 1;
        s->bytes = ctx_realloc(ctx, s->bytes, s->cap, cap);
        s->cap = cap;
    }
    memcpy(s->bytes + s->len, bytes, len);
    s->len += len;
    s->bytes[s->len] = '\0';
}

RbValue rb_sym_new(Ctx *ctx, const char *name, size_t len) {
    RbValue v = { .kind = RB_SYM, .as.sym = str_new(ctx, name, len) };
    return v;
}

RbValue rb_array_new(Ctx *ctx, size_t capacity) {
    RbArray *a = ctx_alloc(ctx, sizeof *a);
    a->cap = capacity ? capacity : 4;
    a->items = ctx_alloc(ctx, a->cap * sizeof *a->items);
    a->len = 0;
    a->frozen = false;
    a->changed = false;
    a->origin = NULL;
    RbValue v = { .kind = RB_ARRAY, .as.arr = a };
    return v;
}

void rb_array_push(Ctx *ctx, RbArray *a, RbValue v) {
    if (a->len == a->cap) {
        size_t cap = a->cap * 2;
        a->items = ctx_realloc(ctx, a->items, a->cap * sizeof *a->items, cap * sizeof *a->items);
        a->cap = cap;
    }
    a->items[a->len++] = v;
}

RbValue rb_array_of(Ctx *ctx, const RbValue *items, size_t count) {
    RbValue v = rb_array_new(ctx, count);
    if (count)
        memcpy(v.as.arr->items, items, count * sizeof *items);
    v.as.arr->len = count;
    return v;
}

RbValue rb_pair(Ctx *ctx, RbValue a, RbValue b) {
    RbValue items[2] = { a, b };
    return rb_array_of(ctx, items, 2);
}

RbValue rb_hash_new(Ctx *ctx) {
    RbHash *h = ctx_calloc(ctx, 1, sizeof *h);
    h->default_value = rb_nil();
    RbValue v = { .kind = RB_HASH, .as.hash = h };
    return v;
}

RbValue rb_range_new(Ctx *ctx, RbValue first, RbValue last, bool exclusive) {
    RbRange *r = ctx_alloc(ctx, sizeof *r);
    r->first = first;
    r->last = last;
    r->exclusive = exclusive;
    RbValue v = { .kind = RB_RANGE, .as.range = r };
    return v;
}

RbValue rb_object_new(Ctx *ctx, RbObjectKind kind, RbClass cls) {
    RbObject *o = ctx_calloc(ctx, 1, sizeof *o);
    o->kind = kind;
    o->cls = cls;
    RbValue v = { .kind = RB_OBJECT, .as.obj = o };
    return v;
}

/* --- identity: eql?, ==, hash ----------------------------------------------------------------- */

bool rb_eql(RbValue a, RbValue b) {
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case RB_NIL: case RB_TRUE: case RB_FALSE: return true;
    case RB_INT: return a.as.i == b.as.i;
    case RB_FLOAT: return a.as.f == b.as.f;
    case RB_STR: return a.as.str->len == b.as.str->len && memcmp(a.as.str->bytes, b.as.str->bytes, a.as.str->len) == 0;
    case RB_SYM: return a.as.sym->len == b.as.sym->len && memcmp(a.as.sym->bytes, b.as.sym->bytes, a.as.sym->len) == 0;
    case RB_ARRAY: {
        if (a.as.arr == b.as.arr)
            return true;
        if (a.as.arr->len != b.as.arr->len)
            return false;
        stack_guard();
        for (size_t i = 0; i < a.as.arr->len; i++)
            if (!rb_eql(a.as.arr->items[i], b.as.arr->items[i]))
                return false;
        return true;
    }
    case RB_HASH: return a.as.hash == b.as.hash || rb_equal(a, b);
    case RB_RANGE:
        return a.as.range->exclusive == b.as.range->exclusive && rb_eql(a.as.range->first, b.as.range->first) &&
               rb_eql(a.as.range->last, b.as.range->last);
    case RB_REGEXP:
        return a.as.re->options == b.as.re->options && a.as.re->source->len == b.as.re->source->len &&
               memcmp(a.as.re->source->bytes, b.as.re->source->bytes, a.as.re->source->len) == 0;
    case RB_CLASS: return a.as.cls == b.as.cls;
    case RB_PUPPET: return value_eql(*a.as.puppet, *b.as.puppet);
    case RB_MATCH: return a.as.match == b.as.match;
    case RB_PROC: return a.as.proc == b.as.proc;
    case RB_OBJECT: return a.as.obj == b.as.obj;
    case RB_ABRUPT: return false;
    }
    return false;
}

bool rb_equal(RbValue a, RbValue b) {
    if (a.kind == RB_INT && b.kind == RB_FLOAT)
        return (double)a.as.i == b.as.f && value_compare_integer_float(a.as.i, b.as.f) == 0;
    if (a.kind == RB_FLOAT && b.kind == RB_INT)
        return rb_equal(b, a);
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case RB_ARRAY: {
        if (a.as.arr == b.as.arr)
            return true;
        if (a.as.arr->len != b.as.arr->len)
            return false;
        stack_guard();
        for (size_t i = 0; i < a.as.arr->len; i++)
            if (!rb_equal(a.as.arr->items[i], b.as.arr->items[i]))
                return false;
        return true;
    }
    case RB_HASH: {
        const RbHash *x = a.as.hash, *y = b.as.hash;
        if (x == y)
            return true;
        if (x->count != y->count)
            return false;
        stack_guard();
        for (size_t i = 0; i < x->used; i++) {
            if (!x->entries[i].live)
                continue;
            RbValue other;
            if (!rb_hash_get(y, x->entries[i].key, &other) || !rb_equal(x->entries[i].value, other))
                return false;
        }
        return true;
    }
    case RB_RANGE:
        return a.as.range->exclusive == b.as.range->exclusive && rb_equal(a.as.range->first, b.as.range->first) &&
               rb_equal(a.as.range->last, b.as.range->last);
    case RB_PUPPET:
        return value_equal(*a.as.puppet, *b.as.puppet);
    default:
        return rb_eql(a, b);
    }
}

static uint64_t mix(uint64_t h, uint64_t x) {
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

static uint64_t hash_bytes(const char *s, size_t len) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

uint64_t rb_hash_code(RbValue v) {
    switch (v.kind) {
    case RB_INT: return mix(1, (uint64_t)v.as.i);
    case RB_FLOAT: {
        uint64_t bits;
        double f = v.as.f == 0 ? 0 : v.as.f;
        memcpy(&bits, &f, sizeof bits);
        return mix(2, bits);
    }
    case RB_STR: return mix(3, hash_bytes(v.as.str->bytes, v.as.str->len));
    case RB_SYM: return mix(4, hash_bytes(v.as.sym->bytes, v.as.sym->len));
    case RB_ARRAY: {
        uint64_t h = 5;
        stack_guard();
        for (size_t i = 0; i < v.as.arr->len && i < 64; i++)
            h = mix(h, rb_hash_code(v.as.arr->items[i]));
        return h;
    }
    case RB_HASH: return mix(6, v.as.hash->count);
    case RB_PUPPET: return mix(7, value_hash(*v.as.puppet));
    case RB_CLASS: return mix(8, (uint64_t)v.as.cls);
    case RB_RANGE: return mix(9, mix(rb_hash_code(v.as.range->first), rb_hash_code(v.as.range->last)));
    case RB_REGEXP: return mix(10, hash_bytes(v.as.re->source->bytes, v.as.re->source->len));
    case RB_OBJECT: return mix(11, (uint64_t)(uintptr_t)v.as.obj);
    case RB_PROC: return mix(12, (uint64_t)(uintptr_t)v.as.proc);
    case RB_MATCH: return mix(13, (uint64_t)(uintptr_t)v.as.match);
    default: return (uint64_t)v.kind;
    }
}

/* --- Hash storage ------------------------------------------------------------------------------ */

enum { HASH_INDEX_FROM = 8 };

static void reindex(Ctx *ctx, RbHash *h) {
    size_t size = 16;
    while (size < h->used * 2)
        size *= 2;
    h->index = ctx_calloc(ctx, size, sizeof *h->index);
    h->index_size = size;
    for (size_t i = 0; i < h->used; i++) {
        if (!h->entries[i].live)
            continue;
        size_t slot = rb_hash_code(h->entries[i].key) & (size - 1);
        while (h->index[slot])
            slot = (slot + 1) & (size - 1);
        h->index[slot] = (uint32_t)(i + 1);
    }
}

static long find(const RbHash *h, RbValue key) {
    if (!h->index) {
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live && rb_eql(h->entries[i].key, key))
                return (long)i;
        return -1;
    }
    size_t slot = rb_hash_code(key) & (h->index_size - 1);
    while (h->index[slot]) {
        size_t i = h->index[slot] - 1;
        if (h->entries[i].live && rb_eql(h->entries[i].key, key))
            return (long)i;
        slot = (slot + 1) & (h->index_size - 1);
    }
    return -1;
}

bool rb_hash_get(const RbHash *h, RbValue key, RbValue *out) {
    long i = find(h, key);
    if (i < 0)
        return false;
    if (out)
        *out = h->entries[i].value;
    return true;
}

void rb_hash_set(Ctx *ctx, RbHash *h, RbValue key, RbValue value) {
    long i = find(h, key);
    if (i >= 0) {
        h->entries[i].value = value;
        return;
    }
    if (key.kind == RB_STR && !key.as.str->frozen) {   /* Hash#[]= keeps a frozen copy of a string key */
        key = rb_str_new(ctx, key.as.str->bytes, key.as.str->len);
        key.as.str->frozen = true;
    }
    if (h->used == h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 8;
        h->entries = ctx_realloc(ctx, h->entries, h->cap * sizeof *h->entries, cap * sizeof *h->entries);
        h->cap = cap;
    }
    h->entries[h->used].key = key;
    h->entries[h->used].value = value;
    h->entries[h->used].live = true;
    h->used++;
    h->count++;
    if (h->used >= HASH_INDEX_FROM && (!h->index || h->used * 2 > h->index_size))
        reindex(ctx, h);
    else if (h->index) {
        size_t slot = rb_hash_code(key) & (h->index_size - 1);
        while (h->index[slot])
            slot = (slot + 1) & (h->index_size - 1);
        h->index[slot] = (uint32_t)h->used;
    }
}

bool rb_hash_delete(RbHash *h, RbValue key, RbValue *out) {
    long i = find(h, key);
    if (i < 0)
        return false;
    if (out)
        *out = h->entries[i].value;
    h->entries[i].live = false;
    h->count--;
    return true;
}

/* --- classes ----------------------------------------------------------------------------------- */

static const char *const CLASS_NAMES[] = {
#define X(id, name, super) name,
    RB_CLASSES(X)
#undef X
};

static const int CLASS_SUPER[] = {
#define X(id, name, super) super,
    RB_CLASSES(X)
#undef X
};

const char *rb_class_name(RbClass c) {
    return c < C_COUNT ? CLASS_NAMES[c] : "Object";
}

RbClass rb_class_of(RbValue v) {
    switch (v.kind) {
    case RB_NIL: return C_NIL;
    case RB_TRUE: return C_TRUE;
    case RB_FALSE: return C_FALSE;
    case RB_INT: return C_INTEGER;
    case RB_FLOAT: return C_FLOAT;
    case RB_STR: return C_STRING;
    case RB_SYM: return C_SYMBOL;
    case RB_ARRAY: return C_ARRAY;
    case RB_HASH: return C_HASH;
    case RB_RANGE: return C_RANGE;
    case RB_REGEXP: return C_REGEXP;
    case RB_MATCH: return C_MATCHDATA;
    case RB_PROC: return C_PROC;
    case RB_CLASS: return (v.as.cls == C_KERNEL || v.as.cls == C_COMPARABLE || v.as.cls == C_ENUMERABLE ||
                           v.as.cls == C_JSON || v.as.cls == C_ERB_UTIL || v.as.cls == C_MATH || v.as.cls == C_PUPPET)
                              ? C_MODULE : C_CLASS;
    case RB_OBJECT: return v.as.obj->cls;
    case RB_PUPPET: return C_PUPPET_VALUE;
    case RB_ABRUPT: break;
    }
    return C_OBJECT;
}

const char *rb_value_class_name(Ctx *ctx, RbValue v) {
    (void)ctx;
    if (v.kind == RB_PUPPET)
        return type_ruby_class_of_value(*v.as.puppet);
    return rb_class_name(rb_class_of(v));
}

bool rb_class_is(RbClass c, RbClass k) {
    if (k == C_KERNEL)
        return c != C_BASIC_OBJECT;
    if (k == C_COMPARABLE)
        return c == C_INTEGER || c == C_FLOAT || c == C_STRING || c == C_NUMERIC;
    if (k == C_ENUMERABLE)
        return c == C_ARRAY || c == C_HASH || c == C_RANGE;
    for (int x = (int)c; x >= 0; x = CLASS_SUPER[x])
        if (x == (int)k)
            return true;
    return false;
}

/* --- to_s and inspect -------------------------------------------------------------------------- */

/* The containers being printed, to print a recursive one as Ruby does ([...], {...}). */
typedef struct Visiting {
    const void *container;
    const struct Visiting *outer;
} Visiting;

static bool visiting(const Visiting *v, const void *container) {
    for (; v; v = v->outer)
        if (v->container == container)
            return true;
    return false;
}

static void inspect(StrBuf *out, RbValue v, const Visiting *seen, int depth);

static void append_float(StrBuf *out, double f) {
    char buffer[40];
    format_float(buffer, sizeof buffer, f);
    strbuf_append_cstr(out, buffer);
}

/* Whether a symbol prints bare after its colon (:foo, :foo?, :+, :[]=, :@x, :Foo). */
static bool plain_symbol(const Str *s) {
    static const char *const OPERATORS[] = { "[]=", "[]", "<=>", "===", "==", "=~", "!=", "!~", "**", "+@", "-@",
                                             "<<", ">>", "<=", ">=", "+", "-", "*", "/", "%", "<", ">", "!",
                                             "&", "|", "^", "~" };
    for (size_t k = 0; k < sizeof OPERATORS / sizeof OPERATORS[0]; k++)
        if (strcmp(s->bytes, OPERATORS[k]) == 0)
            return true;
    const char *p = s->bytes, *end = s->bytes + s->len;
    if (p < end && *p == '$')
        p++;
    else if (p < end && *p == '@')
        p += (p + 1 < end && p[1] == '@') ? 2 : 1;
    if (p == end || (*p >= '0' && *p <= '9'))
        return false;
    bool prefixed = p != s->bytes;
    while (p < end && rb_ident_char(*p))
        p++;
    if (p == end)
        return true;
    if (prefixed)
        return false;
    return p + 1 == end && (*p == '?' || *p == '!' || *p == '=');
}

static void append_regexp_options(StrBuf *out, int options) {
    if (options & RB_RE_MULTILINE)
        strbuf_append_char(out, 'm');
    if (options & RB_RE_IGNORECASE)
        strbuf_append_char(out, 'i');
    if (options & RB_RE_EXTENDED)
        strbuf_append_char(out, 'x');
}

static void append_match_text(StrBuf *out, const RbMatch *m, size_t group) {
    size_t s = m->offsets[2 * group], e = m->offsets[2 * group + 1];
    if (s != SIZE_MAX)
        strbuf_append(out, m->subject + s, e - s);
}

static void to_s(StrBuf *out, RbValue v, const Visiting *seen, int depth) {
    switch (v.kind) {
    case RB_NIL: return;
    case RB_TRUE: strbuf_append_cstr(out, "true"); return;
    case RB_FALSE: strbuf_append_cstr(out, "false"); return;
    case RB_INT: strbuf_append_int(out, v.as.i); return;
    case RB_FLOAT: append_float(out, v.as.f); return;
    case RB_STR: strbuf_append(out, v.as.str->bytes, v.as.str->len); return;
    case RB_SYM: strbuf_append_str(out, v.as.sym); return;
    case RB_RANGE:
        to_s(out, v.as.range->first, seen, depth + 1);
        strbuf_append_cstr(out, v.as.range->exclusive ? "..." : "..");
        to_s(out, v.as.range->last, seen, depth + 1);
        return;
    case RB_REGEXP: {
        /* Regexp#to_s: (?mix:source) with the options it lacks after a '-' */
        int o = v.as.re->options;
        strbuf_append_cstr(out, "(?");
        append_regexp_options(out, o);
        if ((o & 7) != 7) {
            strbuf_append_char(out, '-');
            append_regexp_options(out, ~o & 7);
        }
        strbuf_append_char(out, ':');
        strbuf_append_str(out, v.as.re->source);
        strbuf_append_char(out, ')');
        return;
    }
    case RB_MATCH: append_match_text(out, v.as.match, 0); return;
    case RB_CLASS: strbuf_append_cstr(out, rb_class_name(v.as.cls)); return;
    case RB_OBJECT:
        if (v.as.obj->kind == OBJ_EXCEPTION) {
            strbuf_append_cstr(out, v.as.obj->message);
            return;
        }
        if (v.as.obj->kind == OBJ_IPADDR) {
            strbuf_append_cstr(out, v.as.obj->text);
            return;
        }
        if (v.as.obj->kind == OBJ_SCOPE) {
            strbuf_append_cstr(out, v.as.obj->text ? v.as.obj->text : "Scope()");
            return;
        }
        if (v.as.obj->kind == OBJ_WRAPPER) {
            strbuf_append_cstr(out, "template[inline]");
            return;
        }
        inspect(out, v, seen, depth);
        return;
    case RB_PUPPET: format_append_to_string(out, *v.as.puppet); return;
    case RB_ARRAY: case RB_HASH: case RB_PROC:
        inspect(out, v, seen, depth);
        return;
    case RB_ABRUPT: return;
    }
}

static void inspect(StrBuf *out, RbValue v, const Visiting *seen, int depth) {
    if (depth > MAX_DATA_DEPTH) {
        strbuf_append_cstr(out, "...");
        return;
    }
    switch (v.kind) {
    case RB_NIL: strbuf_append_cstr(out, "nil"); return;
    case RB_STR: utf8_inspect(out, v.as.str->bytes, v.as.str->len); return;
    case RB_SYM:
        strbuf_append_char(out, ':');
        if (plain_symbol(v.as.sym))
            strbuf_append_str(out, v.as.sym);
        else
            utf8_inspect(out, v.as.sym->bytes, v.as.sym->len);
        return;
    case RB_ARRAY: {
        const RbArray *a = v.as.arr;
        if (visiting(seen, a)) {
            strbuf_append_cstr(out, "[...]");
            return;
        }
        Visiting here = { a, seen };
        strbuf_append_char(out, '[');
        for (size_t i = 0; i < a->len; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            inspect(out, a->items[i], &here, depth + 1);
        }
        strbuf_append_char(out, ']');
        return;
    }
    case RB_HASH: {
        const RbHash *h = v.as.hash;
        if (visiting(seen, h)) {
            strbuf_append_cstr(out, "{...}");
            return;
        }
        Visiting here = { h, seen };
        strbuf_append_char(out, '{');
        bool first = true;
        for (size_t i = 0; i < h->used; i++) {
            if (!h->entries[i].live)
                continue;
            if (!first)
                strbuf_append_cstr(out, ", ");
            first = false;
            inspect(out, h->entries[i].key, &here, depth + 1);
            strbuf_append_cstr(out, "=>");
            inspect(out, h->entries[i].value, &here, depth + 1);
        }
        strbuf_append_char(out, '}');
        return;
    }
    case RB_RANGE:
        if (v.as.range->first.kind != RB_NIL)
            inspect(out, v.as.range->first, seen, depth + 1);
        strbuf_append_cstr(out, v.as.range->exclusive ? "..." : "..");
        if (v.as.range->last.kind != RB_NIL)
            inspect(out, v.as.range->last, seen, depth + 1);
        return;
    case RB_REGEXP:
        format_regexp_with_slashes(out, v.as.re->source);
        append_regexp_options(out, v.as.re->options);
        return;
    case RB_MATCH: {
        const RbMatch *m = v.as.match;
        strbuf_append_cstr(out, "#<MatchData ");
        for (size_t g = 0; g < m->groups; g++) {
            if (g)
                strbuf_printf(out, " %zu:", g);
            if (m->offsets[2 * g] == SIZE_MAX)
                strbuf_append_cstr(out, "nil");
            else
                utf8_inspect(out, m->subject + m->offsets[2 * g], m->offsets[2 * g + 1] - m->offsets[2 * g]);
        }
        strbuf_append_char(out, '>');
        return;
    }
    case RB_PROC:
        strbuf_append_cstr(out, v.as.proc->lambda ? "#<Proc:(lambda)>" : "#<Proc>");
        return;
    case RB_OBJECT:
        if (v.as.obj->kind == OBJ_EXCEPTION) {
            strbuf_printf(out, "#<%s: %s>", rb_class_name(v.as.obj->cls), v.as.obj->message);
            return;
        }
        if (v.as.obj->kind == OBJ_IPADDR) {
            strbuf_printf(out, "#<IPAddr: %s>", v.as.obj->text);
            return;
        }
        if (v.as.obj->kind == OBJ_SCOPE) {
            to_s(out, v, seen, depth);
            return;
        }
        if (v.as.obj->kind == OBJ_ENUMERATOR) {
            strbuf_append_cstr(out, "#<Enumerator: ");
            inspect(out, v.as.obj->recv, seen, depth + 1);
            strbuf_printf(out, ":%s>", v.as.obj->name);
            return;
        }
        strbuf_append_cstr(out, "#<Puppet::Parser::TemplateWrapper>");
        return;
    case RB_PUPPET:
        if (v.as.puppet->kind == VAL_SENSITIVE) {
            strbuf_append_cstr(out, "#<Sensitive [value redacted]>");
            return;
        }
        sprintf_inspect(out, *v.as.puppet);
        return;
    default:
        to_s(out, v, seen, depth);
    }
}

void rb_append_to_s(StrBuf *out, RbValue v) {
    to_s(out, v, NULL, 0);
}

void rb_append_inspect(StrBuf *out, RbValue v) {
    inspect(out, v, NULL, 0);
}

const char *rb_inspect_cstr(Ctx *ctx, RbValue v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    inspect(&sb, v, NULL, 0);
    return strbuf_finish(&sb)->bytes;
}

const char *rb_receiver_text(Ctx *ctx, RbValue v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (v.kind == RB_OBJECT && v.as.obj->kind == OBJ_WRAPPER) {
        strbuf_append_cstr(&sb, "#<Puppet::Parser::TemplateWrapper>");
        return strbuf_finish(&sb)->bytes;
    }
    if (v.kind == RB_CLASS) {
        strbuf_printf(&sb, "%s:%s", rb_class_name(v.as.cls), rb_class_name(rb_class_of(v)));
        return strbuf_finish(&sb)->bytes;
    }
    inspect(&sb, v, NULL, 0);
    strbuf_printf(&sb, ":%s", rb_value_class_name(ctx, v));
    return strbuf_finish(&sb)->bytes;
}
