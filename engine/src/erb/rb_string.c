/* rb_string.c: the String methods of template Ruby, as Ruby 3.1 has them on UTF-8 text:
 * indexes count characters, case mapping is Unicode's (the engine's upcase, downcase and
 * capitalize functions, which are Ruby's), split has awk mode and drops trailing empty fields,
 * gsub/sub take a string or regexp with \1 \0 \k<name> back-references, a hash or a block.
 * Methods that change a string refuse a frozen one as Ruby does (FrozenError).
 *
 * What this file does not do: formatting with % (rb_format.c), regexps (rb_regexp.c).
 */
#include "erb/rb.h"
#include "support/utf8.h"
#include "types/type.h"

#include <stdlib.h>
#include <string.h>

#include "eval/function.h"
#include "functions/fnlib.h"


/* The first occurrence of needle in hay (C11 has no memmem). */
static const char *find_bytes(const char *hay, size_t hay_len, const char *needle, size_t needle_len) {
    if (needle_len == 0)
        return hay;
    for (size_t i = 0; i + needle_len <= hay_len; i++)
        if (hay[i] == needle[0] && memcmp(hay + i, needle, needle_len) == 0)
            return hay + i;
    return NULL;
}

/* --- characters ----------------------------------------------------------------------------- */

static size_t char_len_at(const char *s, size_t len, size_t pos) {
    int32_t cp;
    return utf8_decode(s, len, pos, &cp);
}

static size_t char_count(const char *s, size_t len) {
    size_t n = 0;
    for (size_t pos = 0; pos < len; pos += char_len_at(s, len, pos))
        n++;
    return n;
}

/* The byte offset of character index i (i <= count), or len past the end. */
static size_t byte_offset(const char *s, size_t len, size_t i) {
    size_t pos = 0;
    while (i > 0 && pos < len) {
        pos += char_len_at(s, len, pos);
        i--;
    }
    return pos;
}

static RbValue sub_str(RbInterp *I, const RbStr *s, size_t from_char, size_t count) {
    size_t a = byte_offset(s->bytes, s->len, from_char);
    size_t b = a;
    while (count > 0 && b < s->len) {
        b += char_len_at(s->bytes, s->len, b);
        count--;
    }
    return rb_str_new(I->ctx, s->bytes + a, b - a);
}

static bool string_arg(RbInterp *I, RbValue v, const RbStr **out) {
    if (v.kind == RB_STR) {
        *out = v.as.str;
        return true;
    }
    rb_no_implicit(I, v, "String");
    return false;
}

static bool mutable(RbInterp *I, RbValue self) {
    return rb_check_frozen(I, self.as.str->frozen, self);
}

static void replace_contents(RbInterp *I, RbStr *s, const char *bytes, size_t len) {
    char *copy = ctx_alloc(I->ctx, len + 1);
    memcpy(copy, bytes, len);
    copy[len] = '\0';
    s->bytes = copy;
    s->len = len;
    s->cap = len + 1;
}

/* A Puppet string function that is Ruby's method of the same name (upcase, capitalize, ...). */
static RbValue puppet_string_function(RbInterp *I, const char *function, const RbStr *s) {
    Value arg = value_string(I->ctx, s->bytes, s->len);
    CallSite site = { function, span_none(), CALL_FUNCTION, NULL };
    Value result;
    if (!function_call_builtin(I->ctx, &site, &arg, 1, NULL, &result) || value_is_abrupt(result) ||
        result.kind != VAL_STRING) {
        ctx_clear_unwind(I->ctx);
        return rb_refuse(I, "String#%s", function);
    }
    return rb_str_new(I->ctx, result.as.string->bytes, result.as.string->len);
}

/* --- index and slices ---------------------------------------------------------------------- */

/* Normalizes (start, length) against count characters as Ruby's rb_range_beg_len: false for
 * out of range (nil). */

static RbValue str_aref(RbInterp *I, RbValue self, RbValue *argv, size_t argc) {
    const RbStr *s = self.as.str;
    size_t count = char_count(s->bytes, s->len);
    if (!rb_check_argc(I, argc, 1, 2))
        return rb_abrupt();
    RbValue a = argv[0];
    if (argc == 2) {
        if (a.kind == RB_REGEXP) {
            RbValue m = rb_regexp_search(I, a.as.re, s->bytes, s->len, 0, true);
            RB_TRY(m);
            if (m.kind != RB_MATCH)
                return rb_nil();
            return rb_send(I, m, M_AREF, "[]", argv + 1, 1, NULL);
        }
        if (a.kind != RB_INT || argv[1].kind != RB_INT)
            return rb_no_implicit(I, a.kind != RB_INT ? a : argv[1], "Integer");
        int64_t start = a.as.i, len = argv[1].as.i;
        if (start < 0)
            start += (int64_t)count;
        if (start < 0 || start > (int64_t)count || len < 0)
            return rb_nil();
        return sub_str(I, s, (size_t)start, (size_t)len);
    }
    switch (a.kind) {
    case RB_INT: {
        int64_t i = a.as.i < 0 ? a.as.i + (int64_t)count : a.as.i;
        if (i < 0 || i >= (int64_t)count)
            return rb_nil();
        return sub_str(I, s, (size_t)i, 1);
    }
    case RB_RANGE: {
        int64_t start, len;
        if (!rb_range_bounds(I, a, count, &start, &len))
            return I->flow == FLOW_NONE ? rb_nil() : rb_abrupt();
        return sub_str(I, s, (size_t)start, (size_t)len);
    }
    case RB_STR: {
        const RbStr *needle = a.as.str;
        if (needle->len == 0 || find_bytes(s->bytes, s->len, needle->bytes, needle->len))
            return rb_str_new(I->ctx, needle->bytes, needle->len);
        return rb_nil();
    }
    case RB_REGEXP: {
        RbValue m = rb_regexp_search(I, a.as.re, s->bytes, s->len, 0, true);
        RB_TRY(m);
        return m.kind == RB_MATCH ? rb_match_group(I, m.as.match, 0) : rb_nil();
    }
    default:
        return rb_no_implicit(I, a, "Integer");
    }
}

static RbValue str_aset(RbInterp *I, RbValue self, RbValue *argv, size_t argc) {
    if (!mutable(I, self) || !rb_check_argc(I, argc, 2, 3))
        return rb_abrupt();
    RbStr *s = self.as.str;
    size_t count = char_count(s->bytes, s->len);
    RbValue value = argv[argc - 1];
    const RbStr *v;
    if (!string_arg(I, value, &v))
        return rb_abrupt();
    size_t a, b;   /* the byte range replaced */
    RbValue key = argv[0];
    if (argc == 3 || key.kind == RB_RANGE) {
        int64_t start, len;
        if (argc == 3) {
            if (key.kind != RB_INT || argv[1].kind != RB_INT)
                return rb_no_implicit(I, key, "Integer");
            start = key.as.i < 0 ? key.as.i + (int64_t)count : key.as.i;
            len = argv[1].as.i;
            if (start < 0 || start > (int64_t)count)
                return rb_raise(I, C_INDEX_ERROR, "index %lld out of string", (long long)key.as.i);
            if (len < 0)
                return rb_raise(I, C_INDEX_ERROR, "negative length %lld", (long long)len);
        } else if (!rb_range_bounds(I, key, count, &start, &len)) {
            if (I->flow != FLOW_NONE)
                return rb_abrupt();
            return rb_raise(I, C_RANGE_ERROR, "%s out of range", rb_inspect_cstr(I->ctx, key));
        }
        a = byte_offset(s->bytes, s->len, (size_t)start);
        b = byte_offset(s->bytes, s->len, (size_t)start + (size_t)len);
    } else if (key.kind == RB_INT) {
        int64_t i = key.as.i < 0 ? key.as.i + (int64_t)count : key.as.i;
        if (i < 0 || i >= (int64_t)count)
            return rb_raise(I, C_INDEX_ERROR, "index %lld out of string", (long long)key.as.i);
        a = byte_offset(s->bytes, s->len, (size_t)i);
        b = a + char_len_at(s->bytes, s->len, a);
    } else if (key.kind == RB_STR) {
        const char *at = find_bytes(s->bytes, s->len, key.as.str->bytes, key.as.str->len);
        if (!at)
            return rb_raise(I, C_INDEX_ERROR, "string not matched");
        a = (size_t)(at - s->bytes);
        b = a + key.as.str->len;
    } else if (key.kind == RB_REGEXP) {
        RbValue m = rb_regexp_search(I, key.as.re, s->bytes, s->len, 0, true);
        RB_TRY(m);
        if (m.kind != RB_MATCH)
            return rb_raise(I, C_INDEX_ERROR, "regexp not matched");
        a = m.as.match->offsets[0];
        b = m.as.match->offsets[1];
    } else {
        return rb_no_implicit(I, key, "Integer");
    }
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    strbuf_append(&sb, s->bytes, a);
    strbuf_append(&sb, v->bytes, v->len);
    strbuf_append(&sb, s->bytes + b, s->len - b);
    const Str *joined = strbuf_finish(&sb);
    replace_contents(I, s, joined->bytes, joined->len);
    return value;
}

/* --- split ------------------------------------------------------------------------------------ */

static bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static RbValue str_split(RbInterp *I, RbValue self, RbValue *argv, size_t argc) {
    if (!rb_check_argc(I, argc, 0, 2))
        return rb_abrupt();
    const RbStr *s = self.as.str;
    RbValue pattern = argc > 0 ? argv[0] : rb_nil();
    int64_t limit = 0;
    if (argc > 1) {
        if (argv[1].kind != RB_INT)
            return rb_no_implicit(I, argv[1], "Integer");
        limit = argv[1].as.i;
    }
    RbValue out = rb_array_new(I->ctx, 8);
    if (limit == 1) {
        if (s->len > 0)
            rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes, s->len));
        return out;
    }
    int64_t fields = 0;
    bool awk = pattern.kind == RB_NIL || (pattern.kind == RB_STR && pattern.as.str->len == 1 && pattern.as.str->bytes[0] == ' ');
    if (awk) {
        size_t i = 0;
        while (i < s->len) {
            while (i < s->len && (is_space(s->bytes[i]) || s->bytes[i] == '\0'))
                i++;
            if (i >= s->len)
                break;
            if (limit > 0 && fields == limit - 1) {
                rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + i, s->len - i));
                fields++;
                i = s->len;
                break;
            }
            size_t start = i;
            while (i < s->len && !is_space(s->bytes[i]) && s->bytes[i] != '\0')
                i++;
            rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, i - start));
            fields++;
        }
        if (limit < 0 && s->len > 0 && is_space(s->bytes[s->len - 1]))
            rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, "", 0));
    } else if (pattern.kind == RB_STR) {
        const RbStr *sep = pattern.as.str;
        size_t start = 0;
        if (sep->len == 0) {
            for (size_t pos = 0; pos < s->len;) {
                size_t n = char_len_at(s->bytes, s->len, pos);
                if (limit > 0 && fields == limit - 1) {
                    n = s->len - pos;
                }
                rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + pos, n));
                fields++;
                pos += n;
            }
            return out;
        }
        for (;;) {
            const char *at = (limit > 0 && fields == limit - 1) ? NULL
                           : find_bytes(s->bytes + start, s->len - start, sep->bytes, sep->len);
            if (!at) {
                rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, s->len - start));
                break;
            }
            size_t end = (size_t)(at - s->bytes);
            rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, end - start));
            fields++;
            start = end + sep->len;
        }
        if (s->len == 0)
            out.as.arr->len = 0;
    } else if (pattern.kind == RB_REGEXP) {
        size_t start = 0, search = 0;
        if (s->len == 0)
            return out;
        for (;;) {
            if (limit > 0 && fields == limit - 1)
                break;
            RbValue m = rb_regexp_search(I, pattern.as.re, s->bytes, s->len, search, false);
            RB_TRY(m);
            if (m.kind != RB_MATCH)
                break;
            size_t a = m.as.match->offsets[0], b = m.as.match->offsets[1];
            if (a == b) {   /* an empty match splits before the next character */
                if (a >= s->len)
                    break;
                if (a == start) {
                    search = a + char_len_at(s->bytes, s->len, a);
                    if (a == 0 && start == 0) {
                        /* an empty match at 0 splits off the first character */
                    }
                    rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, search - start));
                    fields++;
                    start = search;
                    continue;
                }
            }
            rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, a - start));
            fields++;
            for (size_t g = 1; g < m.as.match->groups; g++)
                if (m.as.match->offsets[2 * g] != SIZE_MAX)
                    rb_array_push(I->ctx, out.as.arr, rb_match_group(I, m.as.match, g));
            start = b;
            search = b == a ? b + char_len_at(s->bytes, s->len, b) : b;
            if (search > s->len)
                break;
        }
        rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, s->len - start));
    } else {
        return rb_raise(I, C_TYPE_ERROR, "wrong argument type %s (expected Regexp)", rb_value_class_name(I->ctx, pattern));
    }
    if (limit == 0)
        while (out.as.arr->len > 0 && out.as.arr->items[out.as.arr->len - 1].as.str->len == 0)
            out.as.arr->len--;
    return out;
}

/* --- sub and gsub -------------------------------------------------------------------------------- */

/* Appends a replacement with its back-references (\0 \& \1..\9 \k<name> \` \' \\). */
static void append_replacement(StrBuf *out, const RbStr *rep, const RbMatch *m, const char *subject, size_t len) {
    for (size_t i = 0; i < rep->len; i++) {
        char c = rep->bytes[i];
        if (c != '\\' || i + 1 >= rep->len) {
            strbuf_append_char(out, c);
            continue;
        }
        char k = rep->bytes[++i];
        if (k >= '0' && k <= '9') {
            size_t g = (size_t)(k - '0');
            if (m && g < m->groups && m->offsets[2 * g] != SIZE_MAX)
                strbuf_append(out, subject + m->offsets[2 * g], m->offsets[2 * g + 1] - m->offsets[2 * g]);
        } else if (k == '&') {
            strbuf_append(out, subject + m->offsets[0], m->offsets[1] - m->offsets[0]);
        } else if (k == '`') {
            strbuf_append(out, subject, m->offsets[0]);
        } else if (k == '\'') {
            strbuf_append(out, subject + m->offsets[1], len - m->offsets[1]);
        } else if (k == '\\') {
            strbuf_append_char(out, '\\');
        } else {
            strbuf_append_char(out, '\\');
            strbuf_append_char(out, k);
        }
    }
}

static RbValue str_sub(RbInterp *I, RbCall *c, bool global, bool bang) {
    RbValue self = c->self;
    if (bang && !mutable(I, self))
        return rb_abrupt();
    if (!rb_check_argc(I, c->argc, c->block ? 1 : 2, c->block ? 1 : 2))
        return rb_abrupt();
    const RbStr *s = self.as.str;
    RbValue pattern = c->argv[0];
    RbValue re;
    if (pattern.kind == RB_STR) {
        RbValue escaped = rb_regexp_escape(I->ctx, pattern.as.str->bytes, pattern.as.str->len);
        re = rb_regexp_new(I, escaped.as.str->bytes, escaped.as.str->len, 0);
        RB_TRY(re);
    } else if (pattern.kind == RB_REGEXP) {
        re = pattern;
    } else {
        return rb_raise(I, C_TYPE_ERROR, "wrong argument type %s (expected Regexp)", rb_value_class_name(I->ctx, pattern));
    }
    RbValue replacement = c->argc > 1 ? c->argv[1] : rb_nil();
    if (c->argc > 1 && replacement.kind != RB_STR && replacement.kind != RB_HASH)
        return rb_no_implicit(I, replacement, "String");
    StrBuf out;
    strbuf_init(&out, I->ctx);
    size_t pos = 0, search = 0;
    bool changed = false;
    while (search <= s->len) {
        RbValue m = rb_regexp_search(I, re.as.re, s->bytes, s->len, search, true);
        RB_TRY(m);
        if (m.kind != RB_MATCH)
            break;
        changed = true;
        const RbMatch *match = m.as.match;
        size_t a = match->offsets[0], b = match->offsets[1];
        strbuf_append(&out, s->bytes + pos, a - pos);
        if (c->block) {
            RbValue text = rb_match_group(I, match, 0);
            RbValue r = rb_yield(I, c->block, &text, 1);
            RB_TRY(r);
            I->last_match = m;
            rb_append_to_s(&out, r);
        } else if (replacement.kind == RB_HASH) {
            RbValue text = rb_match_group(I, match, 0), r;
            if (!rb_hash_get(replacement.as.hash, text, &r))
                r = replacement.as.hash->default_value;
            rb_append_to_s(&out, r);
        } else {
            append_replacement(&out, replacement.as.str, match, s->bytes, s->len);
        }
        pos = b;
        if (!global)
            break;
        if (a == b) {
            if (b >= s->len)
                break;
            size_t n = char_len_at(s->bytes, s->len, b);
            strbuf_append(&out, s->bytes + b, n);
            pos = b + n;
            search = pos;
        } else {
            search = b;
        }
    }
    if (pos < s->len)
        strbuf_append(&out, s->bytes + pos, s->len - pos);
    const Str *result = strbuf_finish(&out);
    if (bang) {
        if (!changed)
            return rb_nil();
        replace_contents(I, self.as.str, result->bytes, result->len);
        return self;
    }
    return rb_str_new(I->ctx, result->bytes, result->len);
}

/* --- padding, stripping, tr --------------------------------------------------------------------- */

static RbValue justify(RbInterp *I, RbCall *c) {
    if (!rb_check_argc(I, c->argc, 1, 2))
        return rb_abrupt();
    if (c->argv[0].kind != RB_INT)
        return rb_no_implicit(I, c->argv[0], "Integer");
    const RbStr *pad;
    RbValue space = rb_str_cstr(I->ctx, " ");
    if (!string_arg(I, c->argc > 1 ? c->argv[1] : space, &pad))
        return rb_abrupt();
    if (pad->len == 0)
        return rb_raise(I, C_ARGUMENT_ERROR, "zero width padding");
    const RbStr *s = c->self.as.str;
    int64_t width = c->argv[0].as.i, count = (int64_t)char_count(s->bytes, s->len);
    if (width <= count)
        return rb_str_new(I->ctx, s->bytes, s->len);
    int64_t total = width - count;
    int64_t left = c->mid == M_LJUST ? 0 : c->mid == M_RJUST ? total : total / 2;
    int64_t right = total - left;
    size_t pad_chars = char_count(pad->bytes, pad->len);
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    for (int64_t k = 0; k < left; k++) {
        size_t at = byte_offset(pad->bytes, pad->len, (size_t)k % pad_chars);
        strbuf_append(&sb, pad->bytes + at, char_len_at(pad->bytes, pad->len, at));
    }
    strbuf_append(&sb, s->bytes, s->len);
    for (int64_t k = 0; k < right; k++) {
        size_t at = byte_offset(pad->bytes, pad->len, (size_t)k % pad_chars);
        strbuf_append(&sb, pad->bytes + at, char_len_at(pad->bytes, pad->len, at));
    }
    return rb_str_from_buf(I->ctx, &sb);
}

static bool strip_char(char c) {
    return c == '\0' || is_space(c);
}

/* The stripped byte range of s: which ends by mode (1 left, 2 right, 3 both). */
static void strip_range(const RbStr *s, int mode, size_t *a, size_t *b) {
    *a = 0;
    *b = s->len;
    if (mode & 1)
        while (*a < *b && strip_char(s->bytes[*a]))
            (*a)++;
    if (mode & 2)
        while (*b > *a && strip_char(s->bytes[*b - 1]))
            (*b)--;
}

/* A tr-style character set ("a-z", "^0-9") as a membership test on code points. */
typedef struct CharSet {
    int32_t *cps;             /* the listed code points, ranges expanded */
    size_t count;
    bool negated;
} CharSet;

static CharSet char_set(RbInterp *I, const RbStr *spec) {
    CharSet set = { ctx_alloc(I->ctx, (spec->len * 4 + 1) * sizeof(int32_t)), 0, false };
    size_t pos = 0;
    if (spec->len > 1 && spec->bytes[0] == '^') {
        set.negated = true;
        pos = 1;
    }
    size_t cap = spec->len * 4 + 1;
    while (pos < spec->len) {
        int32_t cp;
        size_t n = utf8_decode(spec->bytes, spec->len, pos, &cp);
        if (cp == '\\' && pos + 1 < spec->len) {
            pos += n;
            n = utf8_decode(spec->bytes, spec->len, pos, &cp);
        }
        pos += n;
        if (pos + 1 < spec->len && spec->bytes[pos] == '-') {
            int32_t hi;
            size_t m = utf8_decode(spec->bytes, spec->len, pos + 1, &hi);
            if (hi >= cp) {
                for (int32_t x = cp; x <= hi; x++) {
                    if (set.count == cap) {
                        set.cps = ctx_realloc(I->ctx, set.cps, cap * sizeof(int32_t), cap * 2 * sizeof(int32_t));
                        cap *= 2;
                    }
                    set.cps[set.count++] = x;
                }
                pos += 1 + m;
                continue;
            }
        }
        if (set.count == cap) {
            set.cps = ctx_realloc(I->ctx, set.cps, cap * sizeof(int32_t), cap * 2 * sizeof(int32_t));
            cap *= 2;
        }
        set.cps[set.count++] = cp;
    }
    return set;
}

static long set_index(const CharSet *set, int32_t cp) {
    for (size_t i = 0; i < set->count; i++)
        if (set->cps[i] == cp)
            return (long)i;
    return -1;
}

static bool in_set(const CharSet *set, int32_t cp) {
    return (set_index(set, cp) >= 0) != set->negated;
}

static RbValue str_tr(RbInterp *I, RbCall *c) {
    if (!rb_check_argc(I, c->argc, 2, 2))
        return rb_abrupt();
    const RbStr *from, *to;
    if (!string_arg(I, c->argv[0], &from) || !string_arg(I, c->argv[1], &to))
        return rb_abrupt();
    CharSet f = char_set(I, from), t = char_set(I, to);
    const RbStr *s = c->self.as.str;
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    for (size_t pos = 0; pos < s->len;) {
        int32_t cp;
        size_t n = utf8_decode(s->bytes, s->len, pos, &cp);
        long k = set_index(&f, cp);
        if (f.negated ? k < 0 : k >= 0) {
            if (t.count > 0) {
                int32_t r = f.negated ? t.cps[t.count - 1] : t.cps[(size_t)k < t.count ? (size_t)k : t.count - 1];
                utf8_append(&sb, r);
            }
        } else {
            strbuf_append(&sb, s->bytes + pos, n);
        }
        pos += n;
    }
    return rb_str_from_buf(I->ctx, &sb);
}

/* delete, count, squeeze over the intersection of their set arguments */
static RbValue str_set_op(RbInterp *I, RbCall *c) {
    if (c->mid != M_SQUEEZE && !rb_check_argc(I, c->argc, 1, SIZE_MAX))
        return rb_abrupt();
    CharSet *sets = ctx_alloc(I->ctx, (c->argc + 1) * sizeof *sets);
    for (size_t i = 0; i < c->argc; i++) {
        const RbStr *spec;
        if (!string_arg(I, c->argv[i], &spec))
            return rb_abrupt();
        sets[i] = char_set(I, spec);
    }
    const RbStr *s = c->self.as.str;
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    int64_t count = 0;
    int32_t last = -1;
    for (size_t pos = 0; pos < s->len;) {
        int32_t cp;
        size_t n = utf8_decode(s->bytes, s->len, pos, &cp);
        bool member = true;
        for (size_t i = 0; i < c->argc; i++)
            member = member && in_set(&sets[i], cp);
        if (member)
            count++;
        if (c->mid == M_DELETE ? !member : !(c->mid == M_SQUEEZE && member && cp == last))
            strbuf_append(&sb, s->bytes + pos, n);
        last = cp;
        pos += n;
    }
    if (c->mid == M_COUNT)
        return rb_int(count);
    return rb_str_from_buf(I->ctx, &sb);
}

/* --- the methods -------------------------------------------------------------------------------- */

static RbValue each_piece(RbInterp *I, RbCall *c, RbValue pieces) {
    if (!c->block)
        return pieces;
    for (size_t i = 0; i < pieces.as.arr->len; i++) {
        RbValue r = rb_yield(I, c->block, &pieces.as.arr->items[i], 1);
        RB_TRY(r);
    }
    return c->self;
}

static RbValue str_lines(RbInterp *I, const RbStr *s) {
    RbValue out = rb_array_new(I->ctx, 8);
    size_t start = 0;
    for (size_t i = 0; i < s->len; i++)
        if (s->bytes[i] == '\n') {
            rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, i + 1 - start));
            start = i + 1;
        }
    if (start < s->len)
        rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + start, s->len - start));
    return out;
}

static RbValue str_chars(RbInterp *I, const RbStr *s) {
    RbValue out = rb_array_new(I->ctx, s->len);
    for (size_t pos = 0; pos < s->len;) {
        size_t n = char_len_at(s->bytes, s->len, pos);
        rb_array_push(I->ctx, out.as.arr, rb_str_new(I->ctx, s->bytes + pos, n));
        pos += n;
    }
    return out;
}

/* start_with? / end_with? with several candidates (strings, or regexps for start_with?) */
static RbValue affix(RbInterp *I, RbCall *c, bool start) {
    const RbStr *s = c->self.as.str;
    for (size_t i = 0; i < c->argc; i++) {
        RbValue a = c->argv[i];
        if (a.kind == RB_REGEXP && start) {
            RbValue m = rb_regexp_search(I, a.as.re, s->bytes, s->len, 0, true);
            RB_TRY(m);
            if (m.kind == RB_MATCH && m.as.match->offsets[0] == 0)
                return rb_bool(true);
            continue;
        }
        const RbStr *x;
        if (!string_arg(I, a, &x))
            return rb_abrupt();
        if (x->len <= s->len && memcmp(start ? s->bytes : s->bytes + s->len - x->len, x->bytes, x->len) == 0)
            return rb_bool(true);
    }
    return rb_bool(false);
}

static RbValue str_index(RbInterp *I, RbCall *c, bool reverse) {
    if (!rb_check_argc(I, c->argc, 1, 2))
        return rb_abrupt();
    const RbStr *s = c->self.as.str;
    size_t count = char_count(s->bytes, s->len);
    int64_t from = reverse ? (int64_t)count : 0;
    if (c->argc == 2) {
        if (c->argv[1].kind != RB_INT)
            return rb_no_implicit(I, c->argv[1], "Integer");
        from = c->argv[1].as.i < 0 ? c->argv[1].as.i + (int64_t)count : c->argv[1].as.i;
        if (from < 0 || from > (int64_t)count)
            return rb_nil();
    }
    RbValue needle = c->argv[0];
    if (needle.kind == RB_REGEXP) {
        if (reverse)
            return rb_refuse(I, "String#rindex with a regexp");
        RbValue m = rb_regexp_search(I, needle.as.re, s->bytes, s->len, byte_offset(s->bytes, s->len, (size_t)from), true);
        RB_TRY(m);
        if (m.kind != RB_MATCH)
            return rb_nil();
        return rb_int((int64_t)char_count(s->bytes, m.as.match->offsets[0]));
    }
    const RbStr *x;
    if (!string_arg(I, needle, &x))
        return rb_abrupt();
    size_t start = byte_offset(s->bytes, s->len, (size_t)from);
    if (!reverse) {
        const char *at = x->len == 0 ? s->bytes + start : find_bytes(s->bytes + start, s->len - start, x->bytes, x->len);
        return at ? rb_int((int64_t)char_count(s->bytes, (size_t)(at - s->bytes))) : rb_nil();
    }
    for (size_t i = start + 1; i-- > 0;)
        if (i + x->len <= s->len && memcmp(s->bytes + i, x->bytes, x->len) == 0)
            return rb_int((int64_t)char_count(s->bytes, i));
    return rb_nil();
}

RbValue rb_string_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbValue self = c->self;
    RbStr *s = self.as.str;
    RbValue arg = c->argc > 0 ? c->argv[0] : rb_nil();
    switch (c->mid) {
    case M_PLUS: {
        const RbStr *x;
        if (!rb_check_argc(I, c->argc, 1, 1) || !string_arg(I, arg, &x))
            return rb_abrupt();
        RbValue r = rb_str_new(I->ctx, s->bytes, s->len);
        rb_str_append(I->ctx, r.as.str, x->bytes, x->len);
        return r;
    }
    case M_MUL: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind != RB_INT)
            return rb_no_implicit(I, arg, "Integer");
        if (arg.as.i < 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "negative argument");
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        for (int64_t k = 0; k < arg.as.i; k++) {
            ctx_step(I->ctx);
            strbuf_append(&sb, s->bytes, s->len);
        }
        return rb_str_from_buf(I->ctx, &sb);
    }
    case M_MOD:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind == RB_ARRAY)
            return rb_format(I, self, arg.as.arr->items, arg.as.arr->len);
        return rb_format(I, self, &arg, 1);
    case M_EQ: case M_EQQ: case M_EQL_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(arg.kind == RB_STR && rb_eql(self, arg));
    case M_CMP: case M_LT: case M_LE: case M_GT: case M_GE: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        int r;
        if (c->mid == M_CMP)
            return arg.kind == RB_STR && rb_compare(I, self, arg, &r) ? rb_int(r) : rb_nil();
        if (!rb_compare_or_raise(I, self, arg, &r))
            return rb_abrupt();
        return rb_bool(c->mid == M_LT ? r < 0 : c->mid == M_LE ? r <= 0 : c->mid == M_GT ? r > 0 : r >= 0);
    }
    case M_MATCH_OP:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind == RB_STR)
            return rb_raise(I, C_TYPE_ERROR, "wrong argument type String (expected Regexp)");
        return rb_send(I, arg, M_MATCH_OP, "=~", &self, 1, NULL);
    case M_MATCH: case M_MATCH_P: {
        if (!rb_check_argc(I, c->argc, 1, 2))
            return rb_abrupt();
        RbValue re = arg;
        if (arg.kind == RB_STR) {
            re = rb_regexp_new(I, arg.as.str->bytes, arg.as.str->len, 0);
            RB_TRY(re);
        } else if (arg.kind != RB_REGEXP) {
            return rb_raise(I, C_TYPE_ERROR, "wrong argument type %s (expected Regexp)", rb_value_class_name(I->ctx, arg));
        }
        RbValue args[2] = { self, c->argc > 1 ? c->argv[1] : rb_int(0) };
        return rb_send(I, re, c->mid, c->name, args, c->argc > 1 ? 2 : 1, c->block);
    }
    case M_AREF: case M_SLICE:
        return str_aref(I, self, c->argv, c->argc);
    case M_ASET:
        return str_aset(I, self, c->argv, c->argc);
    case M_LENGTH: case M_SIZE:
        return rb_int((int64_t)char_count(s->bytes, s->len));
    case M_BYTESIZE:
        return rb_int((int64_t)s->len);
    case M_EMPTY_P:
        return rb_bool(s->len == 0);
    case M_UPCASE: case M_DOWNCASE: case M_CAPITALIZE: case M_UPCASE_BANG: case M_DOWNCASE_BANG: case M_CAPITALIZE_BANG: {
        bool bang = c->mid == M_UPCASE_BANG || c->mid == M_DOWNCASE_BANG || c->mid == M_CAPITALIZE_BANG;
        const char *fn = (c->mid == M_UPCASE || c->mid == M_UPCASE_BANG) ? "upcase"
                       : (c->mid == M_DOWNCASE || c->mid == M_DOWNCASE_BANG) ? "downcase" : "capitalize";
        if (c->argc > 0)
            return rb_refuse(I, "String#%s with options", c->name);
        if (bang && !mutable(I, self))
            return rb_abrupt();
        RbValue r = puppet_string_function(I, fn, s);
        RB_TRY(r);
        if (!bang)
            return r;
        bool same = r.as.str->len == s->len && memcmp(r.as.str->bytes, s->bytes, s->len) == 0;
        replace_contents(I, s, r.as.str->bytes, r.as.str->len);
        return same ? rb_nil() : self;
    }
    case M_SWAPCASE: {
        RbValue r = rb_str_new(I->ctx, s->bytes, s->len);
        for (size_t i = 0; i < r.as.str->len; i++) {
            char ch = r.as.str->bytes[i];
            if (ch >= 'a' && ch <= 'z') r.as.str->bytes[i] = (char)(ch - 32);
            else if (ch >= 'A' && ch <= 'Z') r.as.str->bytes[i] = (char)(ch + 32);
            else if ((unsigned char)ch >= 0x80) return rb_refuse(I, "String#swapcase of non-ASCII text");
        }
        return r;
    }
    case M_STRIP: case M_LSTRIP: case M_RSTRIP: case M_STRIP_BANG: case M_LSTRIP_BANG: case M_RSTRIP_BANG: {
        bool bang = c->mid == M_STRIP_BANG || c->mid == M_LSTRIP_BANG || c->mid == M_RSTRIP_BANG;
        int mode = (c->mid == M_LSTRIP || c->mid == M_LSTRIP_BANG) ? 1 : (c->mid == M_RSTRIP || c->mid == M_RSTRIP_BANG) ? 2 : 3;
        if (bang && !mutable(I, self))
            return rb_abrupt();
        size_t a, b;
        strip_range(s, mode, &a, &b);
        if (!bang)
            return rb_str_new(I->ctx, s->bytes + a, b - a);
        if (a == 0 && b == s->len)
            return rb_nil();
        replace_contents(I, s, s->bytes + a, b - a);
        return self;
    }
    case M_CHOMP: case M_CHOMP_BANG: case M_CHOP: case M_CHOP_BANG: {
        bool bang = c->mid == M_CHOMP_BANG || c->mid == M_CHOP_BANG;
        if (bang && !mutable(I, self))
            return rb_abrupt();
        size_t end = s->len;
        if (c->mid == M_CHOP || c->mid == M_CHOP_BANG) {
            if (end >= 2 && s->bytes[end - 2] == '\r' && s->bytes[end - 1] == '\n')
                end -= 2;
            else if (end > 0) {
                size_t last = 0;
                for (size_t pos = 0; pos < end; pos += char_len_at(s->bytes, s->len, pos))
                    last = pos;
                end = last;
            }
        } else if (c->argc > 0) {
            const RbStr *suffix;
            if (!string_arg(I, arg, &suffix))
                return rb_abrupt();
            if (suffix->len == 0) {
                while (end > 0 && s->bytes[end - 1] == '\n') {
                    end--;
                    if (end > 0 && s->bytes[end - 1] == '\r')
                        end--;
                }
            } else if (suffix->len <= end && memcmp(s->bytes + end - suffix->len, suffix->bytes, suffix->len) == 0) {
                end -= suffix->len;
            }
        } else if (end > 0 && s->bytes[end - 1] == '\n') {
            end -= (end > 1 && s->bytes[end - 2] == '\r') ? 2 : 1;
        } else if (end > 0 && s->bytes[end - 1] == '\r') {
            end--;
        }
        if (!bang)
            return rb_str_new(I->ctx, s->bytes, end);
        if (end == s->len)
            return rb_nil();
        replace_contents(I, s, s->bytes, end);
        return self;
    }
    case M_CHARS: return str_chars(I, s);
    case M_EACH_CHAR: return each_piece(I, c, str_chars(I, s));
    case M_LINES:
        if (c->argc > 0)
            return rb_refuse(I, "String#lines with a separator");
        return str_lines(I, s);
    case M_EACH_LINE: return each_piece(I, c, str_lines(I, s));
    case M_BYTES: case M_EACH_BYTE: {
        RbValue out = rb_array_new(I->ctx, s->len);
        for (size_t i = 0; i < s->len; i++)
            rb_array_push(I->ctx, out.as.arr, rb_int((unsigned char)s->bytes[i]));
        return c->mid == M_BYTES ? out : each_piece(I, c, out);
    }
    case M_SPLIT: {
        RbValue parts = str_split(I, self, c->argv, c->argc);
        RB_TRY(parts);
        return c->block ? each_piece(I, c, parts) : parts;
    }
    case M_SUB: return str_sub(I, c, false, false);
    case M_GSUB: return str_sub(I, c, true, false);
    case M_SUB_BANG: return str_sub(I, c, false, true);
    case M_GSUB_BANG: return str_sub(I, c, true, true);
    case M_START_WITH_P: return affix(I, c, true);
    case M_END_WITH_P: return affix(I, c, false);
    case M_INCLUDE_P: {
        const RbStr *x;
        if (!rb_check_argc(I, c->argc, 1, 1) || !string_arg(I, arg, &x))
            return rb_abrupt();
        return rb_bool(x->len == 0 || find_bytes(s->bytes, s->len, x->bytes, x->len) != NULL);
    }
    case M_INDEX: return str_index(I, c, false);
    case M_RINDEX: return str_index(I, c, true);
    case M_SCAN: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue re = arg;
        if (arg.kind == RB_STR) {
            RbValue escaped = rb_regexp_escape(I->ctx, arg.as.str->bytes, arg.as.str->len);
            re = rb_regexp_new(I, escaped.as.str->bytes, escaped.as.str->len, 0);
            RB_TRY(re);
        } else if (arg.kind != RB_REGEXP) {
            return rb_raise(I, C_TYPE_ERROR, "wrong argument type %s (expected Regexp)", rb_value_class_name(I->ctx, arg));
        }
        RbValue out = rb_array_new(I->ctx, 8);
        size_t search = 0;
        while (search <= s->len) {
            RbValue m = rb_regexp_search(I, re.as.re, s->bytes, s->len, search, true);
            RB_TRY(m);
            if (m.kind != RB_MATCH)
                break;
            const RbMatch *match = m.as.match;
            RbValue item;
            if (match->groups == 1) {
                item = rb_match_group(I, match, 0);
            } else {
                item = rb_array_new(I->ctx, match->groups);
                for (size_t g = 1; g < match->groups; g++)
                    rb_array_push(I->ctx, item.as.arr, rb_match_group(I, match, g));
            }
            if (c->block) {
                RbValue r = rb_yield(I, c->block, &item, 1);
                RB_TRY(r);
            } else {
                rb_array_push(I->ctx, out.as.arr, item);
            }
            size_t a = match->offsets[0], b = match->offsets[1];
            search = a == b ? b + (b < s->len ? char_len_at(s->bytes, s->len, b) : 1) : b;
        }
        return c->block ? self : out;
    }
    case M_TO_S: case M_TO_STR:
        return self;
    case M_TO_SYM: case M_INTERN:
        return rb_sym_new(I->ctx, s->bytes, s->len);
    case M_TO_I: {
        int64_t base = 10;
        if (c->argc > 0) {
            if (arg.kind != RB_INT)
                return rb_no_implicit(I, arg, "Integer");
            base = arg.as.i;
        }
        if (base != 10)
            return rb_refuse(I, "String#to_i with base %lld", (long long)base);
        return rb_int(fnlib_ruby_to_i(s->bytes, s->len));
    }
    case M_TO_F:
        return rb_float(fnlib_ruby_to_f(s->bytes, s->len));
    case M_HEX: case M_OCT: {
        char *end;
        long long v = strtoll(s->bytes, &end, c->mid == M_HEX ? 16 : 8);
        return rb_int(v);
    }
    case M_INSPECT: case M_DUMP: {
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        rb_append_inspect(&sb, self);
        return rb_str_from_buf(I->ctx, &sb);
    }
    case M_REVERSE: case M_REVERSE_BANG: {
        RbValue chars = str_chars(I, s);
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        for (size_t i = chars.as.arr->len; i-- > 0;)
            strbuf_append(&sb, chars.as.arr->items[i].as.str->bytes, chars.as.arr->items[i].as.str->len);
        RbValue r = rb_str_from_buf(I->ctx, &sb);
        if (c->mid == M_REVERSE)
            return r;
        if (!mutable(I, self))
            return rb_abrupt();
        replace_contents(I, s, r.as.str->bytes, r.as.str->len);
        return self;
    }
    case M_CENTER: case M_LJUST: case M_RJUST:
        return justify(I, c);
    case M_TR:
        return str_tr(I, c);
    case M_DELETE: case M_COUNT: case M_SQUEEZE:
        return str_set_op(I, c);
    case M_REPLACE: case M_LSHIFT: case M_CONCAT: case M_PREPEND: {
        if (!mutable(I, self))
            return rb_abrupt();
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        for (size_t i = 0; i < c->argc; i++) {
            RbValue a = c->argv[i];
            if (a.kind == RB_INT && c->mid != M_REPLACE) {
                if (a.as.i < 0 || a.as.i > 0x10FFFF)
                    return rb_raise(I, C_RANGE_ERROR, "%lld out of char range", (long long)a.as.i);
                utf8_append(&sb, (int32_t)a.as.i);
                continue;
            }
            const RbStr *x;
            if (!string_arg(I, a, &x))
                return rb_abrupt();
            strbuf_append(&sb, x->bytes, x->len);
        }
        if ((c->mid == M_LSHIFT || c->mid == M_REPLACE) && !rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        const Str *add = strbuf_finish(&sb);
        if (c->mid == M_REPLACE) {
            replace_contents(I, s, add->bytes, add->len);
        } else if (c->mid == M_PREPEND) {
            StrBuf joined;
            strbuf_init(&joined, I->ctx);
            strbuf_append(&joined, add->bytes, add->len);
            strbuf_append(&joined, s->bytes, s->len);
            const Str *j = strbuf_finish(&joined);
            replace_contents(I, s, j->bytes, j->len);
        } else {
            rb_str_append(I->ctx, s, add->bytes, add->len);
        }
        return self;
    }
    case M_INSERT: {
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 2, 2))
            return rb_abrupt();
        if (arg.kind != RB_INT)
            return rb_no_implicit(I, arg, "Integer");
        const RbStr *x;
        if (!string_arg(I, c->argv[1], &x))
            return rb_abrupt();
        int64_t count = (int64_t)char_count(s->bytes, s->len);
        int64_t at = arg.as.i < 0 ? arg.as.i + count + 1 : arg.as.i;
        if (at < 0 || at > count)
            return rb_raise(I, C_INDEX_ERROR, "index %lld out of string", (long long)arg.as.i);
        size_t b = byte_offset(s->bytes, s->len, (size_t)at);
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        strbuf_append(&sb, s->bytes, b);
        strbuf_append(&sb, x->bytes, x->len);
        strbuf_append(&sb, s->bytes + b, s->len - b);
        const Str *j = strbuf_finish(&sb);
        replace_contents(I, s, j->bytes, j->len);
        return self;
    }
    case M_CASECMP: case M_CASECMP_P: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind != RB_STR)
            return c->mid == M_CASECMP_P || arg.kind == RB_NIL ? rb_nil() : rb_no_implicit(I, arg, "String");
        const RbStr *x = arg.as.str;
        size_t n = s->len < x->len ? s->len : x->len;
        int r = 0;
        for (size_t i = 0; i < n && r == 0; i++) {
            unsigned char p = (unsigned char)s->bytes[i], q = (unsigned char)x->bytes[i];
            if (p >= 'A' && p <= 'Z') p = (unsigned char)(p + 32);
            if (q >= 'A' && q <= 'Z') q = (unsigned char)(q + 32);
            r = p < q ? -1 : p > q;
        }
        if (r == 0)
            r = s->len < x->len ? -1 : s->len > x->len;
        return c->mid == M_CASECMP ? rb_int(r) : rb_bool(r == 0);
    }
    case M_ORD: {
        if (s->len == 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "empty string");
        int32_t cp;
        utf8_decode(s->bytes, s->len, 0, &cp);
        if (cp < 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "invalid byte sequence in UTF-8");
        return rb_int(cp);
    }
    case M_UPLUS:
        return s->frozen ? rb_str_new(I->ctx, s->bytes, s->len) : self;
    case M_UMINUS:
        if (s->frozen)
            return self;
        else {
            RbValue f = rb_str_new(I->ctx, s->bytes, s->len);
            f.as.str->frozen = true;
            return f;
        }
    case M_FORCE_ENCODING: case M_ENCODE: case M_UNICODE_NORMALIZE: case M_B:
        if (c->mid == M_FORCE_ENCODING || c->mid == M_ENCODE) {
            if (c->argc >= 1 && arg.kind == RB_STR && (strcmp(arg.as.str->bytes, "UTF-8") == 0 || strcmp(arg.as.str->bytes, "utf-8") == 0))
                return c->mid == M_ENCODE ? rb_str_new(I->ctx, s->bytes, s->len) : self;
        }
        return rb_refuse(I, "String#%s", c->name);
    case M_VALID_ENCODING_P: {
        for (size_t pos = 0; pos < s->len;) {
            int32_t cp;
            pos += utf8_decode(s->bytes, s->len, pos, &cp);
            if (cp < 0)
                return rb_bool(false);
        }
        return rb_bool(true);
    }
    case M_ASCII_ONLY_P:
        for (size_t i = 0; i < s->len; i++)
            if ((unsigned char)s->bytes[i] >= 0x80)
                return rb_bool(false);
        return rb_bool(true);
    case M_PARTITION: case M_RPARTITION: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        const RbStr *x;
        if (!string_arg(I, arg, &x))
            return rb_abrupt();
        const char *at = NULL;
        if (c->mid == M_PARTITION) {
            at = find_bytes(s->bytes, s->len, x->bytes, x->len);
        } else {
            for (size_t i = s->len + 1; i-- > 0 && !at;)
                if (i + x->len <= s->len && memcmp(s->bytes + i, x->bytes, x->len) == 0)
                    at = s->bytes + i;
        }
        RbValue parts[3];
        if (!at) {
            RbValue empty = rb_str_new(I->ctx, "", 0);
            RbValue whole = rb_str_new(I->ctx, s->bytes, s->len);
            parts[0] = c->mid == M_PARTITION ? whole : empty;
            parts[1] = rb_str_new(I->ctx, "", 0);
            parts[2] = c->mid == M_PARTITION ? rb_str_new(I->ctx, "", 0) : whole;
        } else {
            size_t a = (size_t)(at - s->bytes);
            parts[0] = rb_str_new(I->ctx, s->bytes, a);
            parts[1] = rb_str_new(I->ctx, x->bytes, x->len);
            parts[2] = rb_str_new(I->ctx, s->bytes + a + x->len, s->len - a - x->len);
        }
        return rb_array_of(I->ctx, parts, 3);
    }
    case M_SUCC: case M_NEXT: {
        /* String#succ over ASCII letters and digits, carrying leftwards */
        RbValue r = rb_str_new(I->ctx, s->bytes, s->len);
        char *b = r.as.str->bytes;
        long i = (long)r.as.str->len - 1;
        bool any = false;
        for (long k = i; k >= 0; k--)
            if ((b[k] >= 'a' && b[k] <= 'z') || (b[k] >= 'A' && b[k] <= 'Z') || (b[k] >= '0' && b[k] <= '9'))
                any = true;
        if (!any || r.as.str->len == 0)
            return rb_refuse(I, "String#succ of text without letters or digits");
        for (; i >= 0; i--) {
            char ch = b[i];
            bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
            if (!alnum)
                continue;
            if (ch == 'z' || ch == 'Z' || ch == '9') {
                b[i] = ch == 'z' ? 'a' : ch == 'Z' ? 'A' : '0';
                long j = i - 1;
                while (j >= 0 && !((b[j] >= 'a' && b[j] <= 'z') || (b[j] >= 'A' && b[j] <= 'Z') || (b[j] >= '0' && b[j] <= '9')))
                    j--;
                if (j < 0) {
                    char lead = ch == 'z' ? 'a' : ch == 'Z' ? 'A' : '1';
                    StrBuf sb;
                    strbuf_init(&sb, I->ctx);
                    strbuf_append(&sb, b, (size_t)i);
                    strbuf_append_char(&sb, lead);
                    strbuf_append(&sb, b + i, r.as.str->len - (size_t)i);
                    return rb_str_from_buf(I->ctx, &sb);
                }
                continue;
            }
            b[i] = (char)(ch + 1);
            break;
        }
        return r;
    }
    case M_SUM: case M_UNPACK: case M_UNPACK1: case M_CRYPT: case M_ENCODING: case M_TR_S: case M_SQUEEZE_BANG:
    case M_SLICE_BANG:
        return rb_refuse(I, "String#%s", c->name);
    case M_HASH:
        break;
    default:
        break;
    }
    *found = false;
    return rb_nil();
}
