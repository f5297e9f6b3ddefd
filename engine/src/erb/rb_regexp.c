/* rb_regexp.c: Ruby's Regexp and MatchData for template Ruby, on the engine's regexps
 * (text/regex.h: Onigmo's syntax on PCRE2). A Regexp keeps its source and options as Ruby
 * shows them; it is compiled with its options as an inline group. A match keeps a copy of the
 * subject, so that a MatchData stays valid when its string is changed afterwards.
 *
 * What this file does not do: the String methods that use regexps (rb_string.c).
 */
#include "erb/rb.h"

#include <string.h>

RbValue rb_regexp_new(RbInterp *I, const char *source, size_t len, int options) {
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    if (options & (RB_RE_IGNORECASE | RB_RE_MULTILINE | RB_RE_EXTENDED)) {
        strbuf_append_cstr(&sb, "(?");
        if (options & RB_RE_MULTILINE)
            strbuf_append_char(&sb, 'm');
        if (options & RB_RE_IGNORECASE)
            strbuf_append_char(&sb, 'i');
        if (options & RB_RE_EXTENDED)
            strbuf_append_char(&sb, 'x');
        strbuf_append_char(&sb, ')');
    }
    strbuf_append(&sb, source, len);
    const Str *pattern = strbuf_finish(&sb);
    const char *error = NULL;
    const Regexp *compiled = regex_compile(I->ctx, pattern->bytes, pattern->len, &error);
    if (!compiled)
        return rb_raise(I, C_REGEXP_ERROR, "%s", regex_ruby_error(I->ctx, error, source, len));
    RbRegexp *re = ctx_alloc(I->ctx, sizeof *re);
    re->source = str_new(I->ctx, source, len);
    re->options = options & (RB_RE_IGNORECASE | RB_RE_MULTILINE | RB_RE_EXTENDED);
    re->compiled = compiled;
    RbValue v = { .kind = RB_REGEXP, .as.re = re };
    return v;
}

RbValue rb_regexp_search(RbInterp *I, RbRegexp *re, const char *s, size_t len, size_t start, bool set_last) {
    if (start > len) {
        if (set_last)
            I->last_match = rb_nil();
        return rb_nil();
    }
    size_t pairs = regex_group_count(re->compiled) + 1;
    size_t *offsets = ctx_alloc(I->ctx, 2 * pairs * sizeof *offsets);
    size_t got = regex_search(I->ctx, re->compiled, s, len, start, offsets, pairs);
    if (got == 0) {
        if (set_last)
            I->last_match = rb_nil();
        return rb_nil();
    }
    for (size_t g = got; g < pairs; g++)
        offsets[2 * g] = offsets[2 * g + 1] = SIZE_MAX;
    RbMatch *m = ctx_alloc(I->ctx, sizeof *m);
    m->subject = ctx_strndup(I->ctx, s, len);
    m->subject_len = len;
    m->offsets = offsets;
    m->groups = pairs;
    m->re = re;
    RbValue v = { .kind = RB_MATCH, .as.match = m };
    if (set_last)
        I->last_match = v;
    return v;
}

RbValue rb_match_group(RbInterp *I, const RbMatch *m, size_t n) {
    if (n >= m->groups || m->offsets[2 * n] == SIZE_MAX)
        return rb_nil();
    return rb_str_new(I->ctx, m->subject + m->offsets[2 * n], m->offsets[2 * n + 1] - m->offsets[2 * n]);
}

RbValue rb_regexp_escape(Ctx *ctx, const char *s, size_t len) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        switch (c) {
        case '\n': strbuf_append_cstr(&sb, "\\n"); break;
        case '\t': strbuf_append_cstr(&sb, "\\t"); break;
        case '\r': strbuf_append_cstr(&sb, "\\r"); break;
        case '\f': strbuf_append_cstr(&sb, "\\f"); break;
        case '\v': strbuf_append_cstr(&sb, "\\v"); break;
        case ' ': strbuf_append_cstr(&sb, "\\ "); break;
        case '.': case '*': case '?': case '+': case '^': case '$': case '|': case '(': case ')': case '[':
        case ']': case '{': case '}': case '\\': case '-': case '#':
            strbuf_append_char(&sb, '\\');
            strbuf_append_char(&sb, c);
            break;
        default:
            strbuf_append_char(&sb, c);
        }
    }
    return rb_str_from_buf(ctx, &sb);
}

/* The group a MatchData#[] argument names: an index, or a group name. Returns false when a name
 * is not the regexp's (IndexError raised). */
static bool group_index(RbInterp *I, const RbMatch *m, RbValue key, int64_t *out) {
    if (key.kind == RB_INT) {
        *out = key.as.i < 0 ? (int64_t)m->groups + key.as.i : key.as.i;
        return true;
    }
    if (key.kind == RB_STR || key.kind == RB_SYM) {
        rb_refuse(I, "named groups of a MatchData");
        return false;
    }
    rb_no_implicit(I, key, "Integer");
    return false;
}

static RbValue match_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    const RbMatch *m = c->self.as.match;
    switch (c->mid) {
    case M_AREF: {
        if (!rb_check_argc(I, c->argc, 1, 2))
            return rb_abrupt();
        if (c->argc == 2 || c->argv[0].kind == RB_RANGE) {
            RbValue all = rb_array_new(I->ctx, m->groups);
            for (size_t g = 0; g < m->groups; g++)
                rb_array_push(I->ctx, all.as.arr, rb_match_group(I, m, g));
            return rb_send(I, all, M_AREF, "[]", c->argv, c->argc, NULL);
        }
        int64_t g;
        if (!group_index(I, m, c->argv[0], &g))
            return rb_abrupt();
        return g < 0 ? rb_nil() : rb_match_group(I, m, (size_t)g);
    }
    case M_CAPTURES: case M_TO_A: {
        RbValue all = rb_array_new(I->ctx, m->groups);
        for (size_t g = c->mid == M_CAPTURES ? 1 : 0; g < m->groups; g++)
            rb_array_push(I->ctx, all.as.arr, rb_match_group(I, m, g));
        return all;
    }
    case M_PRE_MATCH:
        return rb_str_new(I->ctx, m->subject, m->offsets[0]);
    case M_POST_MATCH:
        return rb_str_new(I->ctx, m->subject + m->offsets[1], m->subject_len - m->offsets[1]);
    case M_TO_S:
        return rb_match_group(I, m, 0);
    case M_SIZE: case M_LENGTH:
        return rb_int((int64_t)m->groups);
    case M_BEGIN: case M_END: {
        int64_t g;
        if (!rb_check_argc(I, c->argc, 1, 1) || !group_index(I, m, c->argv[0], &g))
            return rb_abrupt();
        if (g < 0 || (size_t)g >= m->groups)
            return rb_raise(I, C_INDEX_ERROR, "index %lld out of matches", (long long)g);
        size_t at = m->offsets[2 * g + (c->mid == M_END ? 1 : 0)];
        if (at == SIZE_MAX)
            return rb_nil();
        return rb_int((int64_t)str_char_count(str_new(I->ctx, m->subject, at)));
    }
    case M_VALUES_AT: {
        RbValue out = rb_array_new(I->ctx, c->argc);
        for (size_t i = 0; i < c->argc; i++) {
            int64_t g;
            if (!group_index(I, m, c->argv[i], &g))
                return rb_abrupt();
            rb_array_push(I->ctx, out.as.arr, g < 0 ? rb_nil() : rb_match_group(I, m, (size_t)g));
        }
        return out;
    }
    case M_NAMES: case M_NAMED_CAPTURES:
        return rb_refuse(I, "named groups of a MatchData");
    default:
        *found = false;
        return rb_nil();
    }
}

/* The string a Regexp method matches: nil matches nothing, a Symbol its name. */
static bool subject_of(RbInterp *I, RbValue v, const char **s, size_t *len) {
    if (v.kind == RB_STR) {
        *s = v.as.str->bytes;
        *len = v.as.str->len;
        return true;
    }
    if (v.kind == RB_SYM) {
        *s = v.as.sym->bytes;
        *len = v.as.sym->len;
        return true;
    }
    rb_no_implicit(I, v, "String");
    return false;
}

RbValue rb_regexp_call(RbCall *c, bool *found) {
    if (c->self.kind == RB_MATCH)
        return match_call(c, found);
    RbInterp *I = c->I;
    RbRegexp *re = c->self.as.re;
    switch (c->mid) {
    case M_MATCH: case M_MATCH_OP: case M_EQQ: case M_MATCH_P: {
        if (!rb_check_argc(I, c->argc, 1, c->mid == M_MATCH || c->mid == M_MATCH_P ? 2 : 1))
            return rb_abrupt();
        RbValue arg = c->argv[0];
        if (arg.kind == RB_NIL) {
            if (c->mid != M_MATCH_P)
                I->last_match = rb_nil();
            return c->mid == M_EQQ || c->mid == M_MATCH_P ? rb_bool(false) : rb_nil();
        }
        const char *s;
        size_t len;
        if (c->mid == M_EQQ && arg.kind != RB_STR && arg.kind != RB_SYM)
            return rb_bool(false);
        if (!subject_of(I, arg, &s, &len))
            return rb_abrupt();
        size_t start = 0;
        if (c->argc == 2) {
            if (c->argv[1].kind != RB_INT)
                return rb_no_implicit(I, c->argv[1], "Integer");
            start = c->argv[1].as.i < 0 ? 0 : (size_t)c->argv[1].as.i;   /* a char index; ASCII in practice */
        }
        RbValue m = rb_regexp_search(I, re, s, len, start, c->mid != M_MATCH_P);
        RB_TRY(m);
        if (c->mid == M_MATCH)
            return m;
        if (c->mid == M_EQQ || c->mid == M_MATCH_P)
            return rb_bool(m.kind == RB_MATCH);
        if (m.kind != RB_MATCH)
            return rb_nil();
        return rb_int((int64_t)str_char_count(str_new(I->ctx, s, m.as.match->offsets[0])));
    }
    case M_SOURCE:
        return rb_str_new(I->ctx, re->source->bytes, re->source->len);
    case M_OPTIONS:
        return rb_int(((re->options & RB_RE_IGNORECASE) ? 1 : 0) | ((re->options & RB_RE_EXTENDED) ? 2 : 0) |
                      ((re->options & RB_RE_MULTILINE) ? 4 : 0));
    case M_EQ: case M_EQL_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_eql(c->self, c->argv[0]));
    case M_NAMES:
        return rb_refuse(I, "Regexp#names");
    default:
        *found = false;
        return rb_nil();
    }
}
