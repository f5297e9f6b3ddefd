/* functions_regex.c: the regular-expression built-ins match, regsubst and split.
 *
 * They follow lib/puppet/functions/{match,regsubst,split}.rb over Ruby's Regexp, String#sub,
 * #gsub and #split, on the engine's PCRE2 with Ruby semantics (regex.h: ^ and $ at line ends,
 * \A \z \Z, \h, named groups, the m flag meaning "dot matches newline"):
 *   - regsubst's flags of a string pattern become Ruby's compile options: 'I' ignore case,
 *     'M' multiline (dot matches newline), 'E' extended, 'G' every match rather than the first;
 *     the replacement is Ruby's: \0 \& the match, \1..\9 groups, \k<name>, \` and \' the text
 *     before and after, \\ a backslash; a Hash replacement maps each matched text;
 *   - gsub and split move on by one character after an empty match, as Ruby does, so
 *     regsubst('abc', '', '-', 'G') is "-a-b-c-" and split('abc', '') is ['a', 'b', 'c'];
 *   - split keeps leading empty fields, drops trailing ones, and adds the captures of a
 *     capturing pattern between the fields.
 * Patterns given as strings are compiled per call (cached per run by regex.c); an invalid one
 * is reported with Onigmo's wording where the engine knows its PCRE2 counterpart.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "eval/function.h"
#include "values/regex.h"
#include "support/limits.h"
#include "types/type.h"
#include "support/utf8.h"

/* --- compiling ------------------------------------------------------------------------------- */

/* Regexp.compile(text, flags) with Ruby's option letters ("i", "m", "x") put in front as an
 * inline group (regex.h turns Ruby's m into PCRE's s). Returns NULL after the error. */
static const Regexp *compile_pattern(Ctx *ctx, const CallSite *site, const Str *text, const char *flags) {
    const char *source = text->bytes;
    size_t len = text->len;
    if (flags && *flags) {
        const char *prefixed = ctx_sprintf(ctx, "(?%s)%.*s", flags, (int)len, source);
        source = prefixed;
        len = strlen(prefixed);
    }
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, source, len, &error);
    if (!re)   /* Ruby's message ends with the options, as rb_reg_desc writes them: /.../mix */
        function_error(ctx, site, "%s%s", regex_ruby_error(ctx, error, text->bytes, text->len), flags ? flags : "");
    return re;
}

/* The ovector of one search: pairs of byte offsets, SIZE_MAX for unset groups. */
typedef struct Found {
    size_t *ov;
    size_t pairs;
} Found;

static bool search_at(Ctx *ctx, const Regexp *re, const Str *s, size_t start, Found *f) {
    if (!f->ov) {
        f->pairs = regex_group_count(re) + 1;
        f->ov = ctx_alloc(ctx, 2 * f->pairs * sizeof *f->ov);
    }
    return regex_search(ctx, re, s->bytes, s->len, start, f->ov, f->pairs) > 0;
}

static size_t char_len_at(const Str *s, size_t pos) {
    int32_t cp;
    return utf8_decode(s->bytes, s->len, pos, &cp);
}

/* --- match ----------------------------------------------------------------------------------- */

/* regexp.match(s).to_a: [match, groups...], undef for groups that did not take part; or
 * undef when there is no match. */
static Value match_regexp(Ctx *ctx, const Regexp *re, const Str *s) {
    const MatchData *m = regex_match(ctx, re, s);
    if (!m)
        return value_undef();
    return value_array_of(ctx, m->groups, m->count);
}

static Value match_pattern(Ctx *ctx, const CallSite *site, const Str *s, Value pattern, int depth);

static Value match_type(Ctx *ctx, const CallSite *site, const Str *s, const Type *t, int depth) {
    switch (type_kind(t)) {
    case TYPE_ALIAS:
        return match_type(ctx, site, s, type_resolve(t), depth + 1);
    case TYPE_VARIANT:
    case TYPE_PATTERN:
        for (size_t i = 0; i < type_member_count(t); i++) {
            Value r = match_type(ctx, site, s, type_member(t, i), depth + 1);
            if (r.kind != VAL_UNDEF)
                return r;
        }
        return value_undef();
    case TYPE_REGEXP: {
        const Str *pattern = type_regexp_pattern(t);
        if (!pattern)
            return function_error(ctx, site, "Given Regexp Type has no regular expression");
        const Regexp *re = compile_pattern(ctx, site, pattern, NULL);
        return re ? match_regexp(ctx, re, s) : value_abrupt();
    }
    default:
        break;
    }
    return function_error(ctx, site, "match expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], "
                                     "or Array[T]. Got %s",
                          ctx_sprintf(ctx, "Puppet::Pops::Types::P%sType", type_kind_name(type_kind(t))));
}

static Value match_pattern(Ctx *ctx, const CallSite *site, const Str *s, Value pattern, int depth) {
    ctx_step(ctx);
    if (depth > MAX_DATA_DEPTH)
        return function_error(ctx, site, "match: the pattern nests too deeply");
    switch (pattern.kind) {
    case VAL_STRING: {
        const Regexp *re = compile_pattern(ctx, site, pattern.as.string, NULL);
        return re ? match_regexp(ctx, re, s) : value_abrupt();
    }
    case VAL_REGEXP:
        return match_regexp(ctx, pattern.as.regexp, s);
    case VAL_TYPE:
        return match_type(ctx, site, s, pattern.as.type, depth);
    case VAL_ARRAY:
        /* array.flatten.find: the first entry, at any depth, that matches */
        for (size_t i = 0; i < pattern.as.array->count; i++) {
            Value r = match_pattern(ctx, site, s, pattern.as.array->items[i], depth + 1);
            if (r.kind != VAL_UNDEF)
                return r;
        }
        return value_undef();
    default:
        break;
    }
    return function_error(ctx, site, "match expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], "
                                     "or Array[T]. Got %s",
                          type_ruby_class_of_value(pattern));
}

static Value match_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    return match_pattern(ctx, site, args[0].as.string, args[1], 0);
}

static Value match_array(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    const Array *a = args[0].as.array;
    Array *out = array_new(ctx, a->count);
    for (size_t i = 0; i < a->count; i++) {
        Value r = match_pattern(ctx, site, a->items[i].as.string, args[1], 0);
        if (value_is_abrupt(r))
            return r;
        out->items[i] = r;
    }
    return value_from_array(out);
}

/* --- regsubst -------------------------------------------------------------------------------- */

/* The group named name[0..len) of re, or -1. */
static int group_number(const Regexp *re, const char *name, size_t len) {
    char buf[256];
    if (len >= sizeof buf)
        return -1;
    memcpy(buf, name, len);
    buf[len] = '\0';
    int n = pcre2_substring_number_from_name(re->code, (PCRE2_SPTR)buf);
    return n < 0 ? -1 : n;
}

static void append_group(StrBuf *out, const Str *s, const Found *f, size_t g) {
    if (g < f->pairs && f->ov[2 * g] != SIZE_MAX)
        strbuf_append(out, s->bytes + f->ov[2 * g], f->ov[2 * g + 1] - f->ov[2 * g]);
}

/* Ruby's rb_reg_regsub: the replacement text with its backslash escapes expanded. Returns
 * false after Ruby's error for a \k<name> that names no group. */
static bool append_replacement(Ctx *ctx, const CallSite *site, StrBuf *out, const Str *repl, const Regexp *re,
                               const Str *s, const Found *f) {
    const char *r = repl->bytes;
    size_t n = repl->len;
    for (size_t i = 0; i < n; i++) {
        char c = r[i];
        if (c != '\\' || i + 1 >= n) {
            strbuf_append_char(out, c);
            continue;
        }
        char e = r[++i];
        if (e >= '1' && e <= '9') {
            /* rb_reg_regsub: numbered references expand to nothing once the pattern names groups */
            if (!regex_has_named_groups(re))
                append_group(out, s, f, (size_t)(e - '0'));
        } else if (e == '0') {
            append_group(out, s, f, 0);
        } else if (e == '&') {
            append_group(out, s, f, 0);
        } else if (e == '`') {
            strbuf_append(out, s->bytes, f->ov[0]);
        } else if (e == '\'') {
            strbuf_append(out, s->bytes + f->ov[1], s->len - f->ov[1]);
        } else if (e == '\\') {
            strbuf_append_char(out, '\\');
        } else if (e == 'k' && i + 1 < n && r[i + 1] == '<') {
            const char *name = r + i + 2;
            const char *close = memchr(name, '>', n - i - 2);
            if (!close) {
                function_error(ctx, site, "invalid group name reference format");
                return false;
            }
            size_t name_len = (size_t)(close - name);
            int g = group_number(re, name, name_len);
            if (g < 0) {
                function_error(ctx, site, "undefined group name reference: %.*s", (int)name_len, name);
                return false;
            }
            append_group(out, s, f, (size_t)g);
            i = (size_t)(close - r);
        } else {
            strbuf_append_char(out, '\\');
            strbuf_append_char(out, e);
        }
    }
    return true;
}

/* String#sub / #gsub of one target. */
static Value substitute(Ctx *ctx, const CallSite *site, const Str *s, const Regexp *re, Value replacement,
                        bool global) {
    Found f = { NULL, 0 };
    StrBuf out;
    strbuf_init(&out, ctx);
    size_t offset = 0;
    bool any = false;
    while (offset <= s->len && search_at(ctx, re, s, offset, &f)) {
        ctx_step(ctx);
        any = true;
        size_t beg = f.ov[0], end = f.ov[1];
        strbuf_append(&out, s->bytes + offset, beg - offset);
        if (replacement.kind == VAL_STRING) {
            if (!append_replacement(ctx, site, &out, replacement.as.string, re, s, &f))
                return value_abrupt();
        } else {
            Value mapped;
            if (hash_get(replacement.as.hash, value_string(ctx, s->bytes + beg, end - beg), &mapped))
                strbuf_append_str(&out, mapped.as.string);
        }
        offset = end;
        if (beg == end) {
            /* an empty match consumes one character so that the search moves on */
            if (end >= s->len) {
                offset = s->len + 1;
                break;
            }
            size_t n = char_len_at(s, end);
            strbuf_append(&out, s->bytes + end, n);
            offset = end + n;
        }
        if (!global)
            break;
    }
    if (!any)
        return value_from_string(s);
    if (offset < s->len)
        strbuf_append(&out, s->bytes + offset, s->len - offset);
    if (!out.len)
        return value_string(ctx, "", 0);
    return strbuf_finish_value(&out);
}

static Value substitute_targets(Ctx *ctx, const CallSite *site, Value target, const Regexp *re, Value replacement,
                                bool global) {
    if (target.kind == VAL_STRING)
        return substitute(ctx, site, target.as.string, re, replacement, global);
    const Array *a = target.as.array;
    Array *out = array_new(ctx, a->count);
    for (size_t i = 0; i < a->count; i++)
        TRY(out->items[i] = substitute(ctx, site, a->items[i].as.string, re, replacement, global));
    return value_from_array(out);
}

static Value regsubst_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    bool global = false;
    char options[4];
    size_t n = 0;
    if (count > 3 && args[3].kind == VAL_STRING) {
        const Str *flags = args[3].as.string;
        bool seen_i = false, seen_m = false, seen_x = false;
        for (size_t i = 0; i < flags->len; i++) {
            switch (flags->bytes[i]) {
            case 'G': global = true; break;
            case 'E': seen_x = true; break;
            case 'I': seen_i = true; break;
            case 'M': seen_m = true; break;
            default: break;
            }
        }
        if (seen_m)
            options[n++] = 'm';
        if (seen_i)
            options[n++] = 'i';
        if (seen_x)
            options[n++] = 'x';
    }
    options[n] = '\0';
    const Regexp *re = compile_pattern(ctx, site, args[1].as.string, options);
    if (!re)
        return value_abrupt();
    return substitute_targets(ctx, site, args[0], re, args[2], global);
}

static Value regsubst_regexp(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    const Regexp *re;
    if (args[1].kind == VAL_REGEXP) {
        re = args[1].as.regexp;
    } else {
        /* a Regexp type: its pattern, or the empty one (regsubst.rb: pattern.pattern || '') */
        const Str *pattern = type_regexp_pattern(args[1].as.type);
        re = compile_pattern(ctx, site, pattern ? pattern : str_new(ctx, "", 0), NULL);
        if (!re)
            return value_abrupt();
    }
    bool global = count > 3 && args[3].as.string->len == 1;
    return substitute_targets(ctx, site, args[0], re, args[2], global);
}

/* --- split ----------------------------------------------------------------------------------- */

/* Ruby's String#split(regexp) with no limit (see the file comment). */
static Value split_with(Ctx *ctx, const Str *s, const Regexp *re) {
    ArrayBuilder out;
    array_builder_init(&out);
    Found f = { NULL, 0 };
    size_t beg = 0, start = 0;
    bool last_null = false;
    while (start <= s->len && search_at(ctx, re, s, start, &f)) {
        ctx_step(ctx);
        size_t end = f.ov[0];
        if (start == end && f.ov[0] == f.ov[1]) {
            if (s->len == 0) {
                array_builder_push(ctx, &out, value_string(ctx, "", 0));
                break;
            } else if (last_null) {
                array_builder_push(ctx, &out, value_string(ctx, s->bytes + beg, char_len_at(s, beg)));
                beg = start;
            } else {
                start += start == s->len ? 1 : char_len_at(s, start);
                last_null = true;
                continue;
            }
        } else {
            array_builder_push(ctx, &out, value_string(ctx, s->bytes + beg, end - beg));
            beg = start = f.ov[1];
        }
        last_null = false;
        for (size_t g = 1; g < f.pairs; g++) {
            if (f.ov[2 * g] == SIZE_MAX)
                continue;
            array_builder_push(ctx, &out, value_string(ctx, s->bytes + f.ov[2 * g], f.ov[2 * g + 1] - f.ov[2 * g]));
        }
    }
    if (s->len > 0 && s->len > beg)
        array_builder_push(ctx, &out, value_string(ctx, s->bytes + beg, s->len - beg));
    while (out.count && out.items[out.count - 1].as.string->len == 0)
        out.count--;
    return array_builder_finish(ctx, &out);
}

static Value split_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    const Regexp *re = compile_pattern(ctx, site, args[1].as.string, NULL);
    return re ? split_with(ctx, args[0].as.string, re) : value_abrupt();
}

static Value split_regexp(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    return split_with(ctx, args[0].as.string, args[1].as.regexp);
}

static Value split_regexp_type(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    const Str *pattern = type_regexp_pattern(args[1].as.type);
    const Regexp *re = compile_pattern(ctx, site, pattern ? pattern : str_new(ctx, "", 0), NULL);
    return re ? split_with(ctx, args[0].as.string, re) : value_abrupt();
}

const BuiltinFunction functions_regex[] = {
    /* lib/puppet/functions/match.rb */
    { "match",    { { "(String $string, Variant[Any, Type] $pattern)", match_string },
                    { "(Array[String] $string, Variant[Any, Type] $pattern)", match_array } } },
    /* lib/puppet/functions/regsubst.rb */
    { "regsubst", { { "(Variant[Array[String], String] $target, String $pattern, "
                      "Variant[String, Hash[String, String]] $replacement, Optional[Pattern[/^[GEIM]*$/]] $flags = undef, "
                      "Enum['N', 'E', 'S', 'U'] $encoding = undef)", regsubst_string },
                    { "(Variant[Array[String], String] $target, Variant[Regexp, Type[Regexp]] $pattern, "
                      "Variant[String, Hash[String, String]] $replacement, Pattern[/^G?$/] $flags = undef)",
                      regsubst_regexp } } },
    /* lib/puppet/functions/split.rb */
    { "split",    { { "(String $str, String $pattern)", split_string },
                    { "(String $str, Regexp $pattern)", split_regexp },
                    { "(String $str, Type[Regexp] $pattern)", split_regexp_type } } },
    { NULL, { { NULL, NULL } } },
};
