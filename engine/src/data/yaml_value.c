/* yaml_value.c: Psych's safe_load on the tree of yaml_read.h (Psych 4.0's
 * ScalarScanner#tokenize and Visitors::ToRuby, the versions of the reference's Ruby 3.1).
 *
 * The scanner's regular expressions are Psych's own, compiled by regex.h with Ruby's semantics
 * (line anchors included: a short multi-line plain scalar such as "y\n\nno" is read line by
 * line, as in Psych). Nodes that aliases share are converted once (the shared Value stands for
 * Psych's one object), so an alias-heavy text costs what its distinct nodes cost.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "data/yaml_read.h"
#include "data/yaml_value.h"
#include "support/strbuf.h"
#include "support/utf8.h"
#include "values/regex.h"

/* Psych's patterns (scalar_scanner.rb), in tokenize's order. */
enum {
    RX_STRINGISH, RX_NOT_YTONF, RX_NULL, RX_TRUE, RX_FALSE, RX_TIME, RX_DATE, RX_INF, RX_NEG_INF,
    RX_NAN, RX_SYMBOL, RX_QUOTED_SYMBOL, RX_SEXAGESIMAL, RX_SEXAGESIMAL_FLOAT, RX_FLOAT, RX_DOT,
    RX_INTEGER, RX_COUNT
};
static const char *const PATTERNS[RX_COUNT] = {
    [RX_STRINGISH] = "^[^\\d.:-]?[[:alpha:]_\\s!@#$%\\^&*(){}<>|/\\\\~;=]+",
    [RX_NOT_YTONF] = "(?i)^[^ytonf~]",
    [RX_NULL] = "(?i)^null$",
    [RX_TRUE] = "(?i)^(yes|true|on)$",
    [RX_FALSE] = "(?i)^(no|false|off)$",
    [RX_TIME] = "^-?\\d{4}-\\d{1,2}-\\d{1,2}(?:[Tt]|\\s+)\\d{1,2}:\\d\\d:\\d\\d(?:\\.\\d*)?(?:\\s*(?:Z|[-+]\\d{1,2}:?(?:\\d\\d)?))?$",
    [RX_DATE] = "^\\d{4}-(?:1[012]|0\\d|\\d)-(?:[12]\\d|3[01]|0\\d|\\d)$",
    [RX_INF] = "(?i)^\\+?\\.inf$",
    [RX_NEG_INF] = "(?i)^-\\.inf$",
    [RX_NAN] = "(?i)^\\.nan$",
    [RX_SYMBOL] = "^:.",
    [RX_QUOTED_SYMBOL] = "^:([\"'])(.*)\\1",
    [RX_SEXAGESIMAL] = "^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$",
    [RX_SEXAGESIMAL_FLOAT] = "^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}\\.[0-9_]*$",
    [RX_FLOAT] = "^(?:[-+]?([0-9][0-9_,]*)?\\.[0-9]*([eE][-+][0-9]+)?)$",
    [RX_DOT] = "\\A[-+]?\\.\\Z",
    [RX_INTEGER] = "^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$",
};

#define STR_TAG "tag:yaml.org,2002:str"

/* The converted shared nodes (those an alias names), by node: open addressing. */
typedef struct Memo {
    const YamlNode **nodes;
    Value *values;
    size_t count, capacity;   /* capacity: a power of two, or 0 */
} Memo;

typedef struct Loader {
    Ctx *ctx;
    const char *filename;
    bool permit_symbols;
    const Regexp *rx[RX_COUNT];
    Memo memo;
    bool in_key;              /* converting a mapping's key: a Symbol there becomes a string */
    bool classify;            /* yaml_scalar_is_string: any class loads (Psych's dump) */
    bool no_aliases;          /* an alias is Psych's BadAlias (NoAliasRuby) */
    bool psych_messages;      /* DisallowedClass without the file name Puppet puts first */
    const char *error;
    /* Ruby objects found, and the top-level key being converted */
    YamlRubyObject *objects_head, *objects_tail;
    Value current_key;
    const YamlNode *current_top;
} Loader;

static bool matches(Loader *l, int which, const char *text, size_t len) {
    if (!l->rx[which]) {
        const char *message = NULL;
        l->rx[which] = regex_compile(l->ctx, PATTERNS[which], strlen(PATTERNS[which]), &message);
    }
    size_t ov[2];
    return regex_search(l->ctx, l->rx[which], text, len, 0, ov, 1) > 0;
}

/* Sets a failure and returns value_abrupt() (this file's own sentinel: nothing is recorded in
 * ctx->unwind; yaml_load turns it into out->error). */
static Value fail(Loader *l, const char *message) {
    if (!l->error)
        l->error = message;
    return value_abrupt();
}

/* Psych::DisallowedClass, which Puppet's safe_load words with the file name first. */
static Value disallowed(Loader *l, const char *class_name) {
    if (l->psych_messages)
        return fail(l, ctx_sprintf(l->ctx, "Tried to load unspecified class: %s", class_name));
    return fail(l, ctx_sprintf(l->ctx, "(%s): Tried to load unspecified class: %s", l->filename, class_name));
}

static Value ruby_object(Loader *l, const YamlNode *node, const char *class_name, Value stand_in) {
    if (l->in_key && node->kind == YAML_KIND_SCALAR)
        return stand_in;
    YamlRubyObject *o = ctx_calloc(l->ctx, 1, sizeof *o);
    o->key = l->current_key;
    o->class_name = class_name;
    o->whole = node == l->current_top;
    o->stand_in = stand_in.kind == VAL_STRING ? stand_in.as.string : NULL;
    if (l->objects_tail)
        l->objects_tail->next = o;
    else
        l->objects_head = o;
    l->objects_tail = o;
    return stand_in;
}

/* class_loader.symbolize: a permitted Symbol (its name stands in for it), else refused. */
static Value symbol(Loader *l, const YamlNode *node, const char *name, size_t len) {
    if (l->classify)
        return value_default();
    if (!l->permit_symbols)
        return disallowed(l, "Symbol");
    return ruby_object(l, node, "Symbol", value_string(l->ctx, name, len));
}

/* The text without the characters of `drop`. */
static char *without_chars(Ctx *ctx, const char *text, size_t len, const char *drop) {
    char *out = ctx_alloc(ctx, len + 1), *p = out;
    for (size_t i = 0; i < len; i++)
        if (!strchr(drop, text[i]))
            *p++ = text[i];
    *p = '\0';
    return out;
}

/* Ruby's Integer() of a string Psych's INTEGER pattern accepted once `,` and `_` are gone:
 * a sign, then 0b binary, 0x hex, 0 octal or decimal digits. */
static Value ruby_integer(Loader *l, const char *text) {
    const char *p = text;
    bool negative = *p == '-';
    if (*p == '-' || *p == '+')
        p++;
    int base = 10;
    if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        base = 2;
        p += 2;
    } else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    } else if (p[0] == '0' && p[1]) {
        base = 8;
        p++;
    }
    if (!*p)
        return fail(l, ctx_sprintf(l->ctx, "invalid value for Integer(): \"%s\"", text));
    uint64_t magnitude = 0;
    for (; *p; p++) {
        int d = *p >= '0' && *p <= '9' ? *p - '0' : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10 : *p - 'A' + 10;
        if (magnitude > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            goto too_big;
        magnitude = magnitude * (uint64_t)base + (uint64_t)d;
    }
    if (negative ? magnitude > (uint64_t)INT64_MAX + 1 : magnitude > (uint64_t)INT64_MAX)
        goto too_big;
    return value_integer(negative ? (int64_t)(0 - magnitude) : (int64_t)magnitude);
too_big:
    return fail(l, ctx_sprintf(l->ctx, "(%s): the integer %s is beyond the range of a 64-bit Integer", l->filename,
                               text));
}

/* Ruby's String#to_i / #to_f of one sexagesimal part: digits with single underscores between
 * them (the scanner's pattern lets nothing else through). */
static double sexagesimal_part(const char *text, size_t len) {
    char buf[64];
    size_t n = 0;
    for (size_t i = 0; i < len && n + 1 < sizeof buf; i++)
        if (text[i] != '_')
            buf[n++] = text[i];
    buf[n] = '\0';
    return strtod(buf, NULL);
}

/* Psych's base-60 numbers: each part times 60 ** |index - 2| (so "1:30" is 1*3600 + 30*60, as
 * Psych computes it). */
static Value sexagesimal(Loader *l, const char *text, size_t len, bool floating) {
    double parts[3];
    size_t count = 0, start = 0;
    for (size_t i = 0; i <= len && count < 3; i++)
        if (i == len || text[i] == ':') {
            parts[count++] = sexagesimal_part(text + start, i - start);
            start = i + 1;
        }
    /* the sign of the first part belongs to it alone, as String#to_i reads it */
    double total = 0;
    for (size_t e = 0; e < count; e++) {
        double weight = e == 0 ? 3600 : e == 1 ? 60 : 1;
        total += (floating ? parts[e] : trunc(parts[e])) * weight;
    }
    if (floating)
        return value_float(total);
    /* 2^63 as a double: the first total an int64_t cannot hold */
    if (!(total > -9223372036854775808.0 && total < 9223372036854775808.0))
        return fail(l, ctx_sprintf(l->ctx, "(%s): the integer %.*s is beyond the range of a 64-bit Integer", l->filename,
                                   (int)len, text));
    return value_integer((int64_t)total);
}

/* Ruby's Float() of what the FLOAT pattern accepted, with `,` and `_` removed and a `.` before
 * the exponent or the end dropped. */
static Value ruby_float(Loader *l, const char *text, size_t len) {
    char *clean = ctx_alloc(l->ctx, len + 1), *p = clean;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == ',' || text[i] == '_')
            continue;
        if (text[i] == '.' && (i + 1 == len || text[i + 1] == 'e' || text[i + 1] == 'E'))
            continue;
        *p++ = text[i];
    }
    *p = '\0';
    const char *digits = clean + (*clean == '-' || *clean == '+');
    if (!((*digits >= '0' && *digits <= '9') || (*digits == '.' && digits[1] >= '0' && digits[1] <= '9')))
        return fail(l, ctx_sprintf(l->ctx, "invalid value for Float(): \"%s\"", clean));
    return value_float(strtod(clean, NULL));
}

/* A character of RX_STRINGISH's class (ASCII: the caller leaves other bytes to the regexp). */
static bool stringish_char(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ' ' || (c >= '\t' && c <= '\r') ||
           (c && strchr("!@#$%^&*(){}<>|/\\~;=", c));
}

/* RX_STRINGISH on a one-line text whose first two bytes are ASCII, without the regexp (most
 * scalars are words): 1 it matches, 0 it does not, -1 unknown (the caller asks the regexp). */
static int stringish_quick(const char *text, size_t len) {
    unsigned char c0 = (unsigned char)text[0], c1 = len > 1 ? (unsigned char)text[1] : 0;
    if (c0 >= 0x80 || c1 >= 0x80)
        return -1;
    if (stringish_char(c0))
        return 1;
    bool optional = !(c0 >= '0' && c0 <= '9') && c0 != '.' && c0 != ':' && c0 != '-';
    return optional && len > 1 && stringish_char(c1);
}

static bool equals_ci(const char *text, size_t len, const char *word) {
    size_t n = strlen(word);
    if (len != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = text[i] >= 'A' && text[i] <= 'Z' ? (char)(text[i] + 32) : text[i];
        if (c != word[i])
            return false;
    }
    return true;
}

/* The short-word part of tokenize's first branch on a one-line text, without the regexps. */
static Value short_word(Ctx *ctx, const char *text, size_t len) {
    char c = text[0] >= 'A' && text[0] <= 'Z' ? (char)(text[0] + 32) : text[0];
    if (!strchr("ytonf~", c))
        return value_string(ctx, text, len);
    if ((len == 1 && text[0] == '~') || equals_ci(text, len, "null"))
        return value_undef();
    if (equals_ci(text, len, "yes") || equals_ci(text, len, "true") || equals_ci(text, len, "on"))
        return value_boolean(true);
    if (equals_ci(text, len, "no") || equals_ci(text, len, "false") || equals_ci(text, len, "off"))
        return value_boolean(false);
    return value_string(ctx, text, len);
}

/* Whether a one-line text could match a pattern after RX_STRINGISH's (times, dates, infinities,
 * NaN, symbols, base 60, floats, integers): those use only digits, blanks, + - . : , _ and the
 * letters of T, Z, e, x, b, hex digits, inf and nan. Saves the regexps for most other texts. */
static bool could_be_number(const char *text, size_t len) {
    if (text[0] == ':')
        return true;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if ((c >= '0' && c <= '9') || strchr(" \t+-.:,_", c))
            continue;
        char lower = c >= 'A' && c <= 'Z' ? (char)(c + 32) : (char)c;
        if (c && strchr("abcdefintxz", lower))
            continue;
        return false;
    }
    return true;
}

/* ScalarScanner#tokenize. */
static Value tokenize(Loader *l, const YamlNode *node, const char *text, size_t len) {
    Ctx *ctx = l->ctx;
    if (len == 0)
        return value_undef();
    bool multiline = memchr(text, '\n', len) != NULL;
    int quick = multiline ? -1 : stringish_quick(text, len);
    if (quick == 1) {
        /* the first branch on one line, as the regexps below decide it */
        if (utf8_char_count(text, len) > 5)
            return value_string(ctx, text, len);
        return short_word(ctx, text, len);
    }
    if (multiline || (quick == -1 && matches(l, RX_STRINGISH, text, len))) {
        Str *probe = (Str *)str_new(ctx, text, len);
        if (str_char_count(probe) > 5 || matches(l, RX_NOT_YTONF, text, len))
            return value_from_string(probe);
        if ((len == 1 && text[0] == '~') || matches(l, RX_NULL, text, len))
            return value_undef();
        if (matches(l, RX_TRUE, text, len))
            return value_boolean(true);
        if (matches(l, RX_FALSE, text, len))
            return value_boolean(false);
        return value_from_string(probe);
    }
    if (!could_be_number(text, len))
        return value_string(ctx, text, len);   /* none of the patterns below can match */
    if (matches(l, RX_TIME, text, len))
        return l->classify ? value_default() : disallowed(l, "Time");
    if (matches(l, RX_DATE, text, len))
        return l->classify ? value_default() : disallowed(l, "Date");
    if (matches(l, RX_INF, text, len))
        return value_float(INFINITY);
    if (matches(l, RX_NEG_INF, text, len))
        return value_float(-INFINITY);
    if (matches(l, RX_NAN, text, len))
        return value_float(NAN);
    if (matches(l, RX_SYMBOL, text, len)) {
        size_t ov[6];
        if (!l->rx[RX_QUOTED_SYMBOL])
            matches(l, RX_QUOTED_SYMBOL, text, len);
        if (regex_search(ctx, l->rx[RX_QUOTED_SYMBOL], text, len, 0, ov, 3) > 0) {
            /* :"name" (a leading ':' of the name dropped, as $2.sub(/^:/, '')) */
            const char *name = text + ov[4];
            size_t name_len = ov[5] - ov[4];
            if (name_len && name[0] == ':') {
                name++;
                name_len--;
            }
            return symbol(l, node, name, name_len);
        }
        return symbol(l, node, text + 1, len - 1);
    }
    if (matches(l, RX_SEXAGESIMAL, text, len))
        return sexagesimal(l, text, len, false);
    if (matches(l, RX_SEXAGESIMAL_FLOAT, text, len))
        return sexagesimal(l, text, len, true);
    if (matches(l, RX_FLOAT, text, len)) {
        if (matches(l, RX_DOT, text, len))
            return value_string(ctx, text, len);
        return ruby_float(l, text, len);
    }
    if (matches(l, RX_INTEGER, text, len))
        return ruby_integer(l, without_chars(ctx, text, len, ",_"));
    return value_string(ctx, text, len);
}

/* String#unpack('m'): lenient base64 (characters outside the alphabet are skipped, '=' ends). */
static Value unpack_base64(Ctx *ctx, const char *text, size_t len) {
    char *out = ctx_alloc(ctx, len + 1);
    size_t n = 0;
    uint32_t bits = 0;
    int have = 0;
    for (size_t i = 0; i < len && text[i] != '='; i++) {
        char c = text[i];
        int v = c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? c - 'a' + 26 : c >= '0' && c <= '9' ? c - '0' + 52
              : c == '+' ? 62 : c == '/' ? 63 : -1;
        if (v < 0)
            continue;
        bits = (bits << 6) | (uint32_t)v;
        have += 6;
        if (have >= 8) {
            have -= 8;
            out[n++] = (char)((bits >> have) & 0xFF);
        }
    }
    return value_string(ctx, out, n);
}

static bool starts_with(const char *s, const char *prefix) {
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The class named after `prefix` in a tag such as "!ruby/object:Foo", or NULL when none. */
static const char *tag_class(const char *tag, const char *prefix) {
    size_t n = strlen(prefix);
    if (strncmp(tag, prefix, n) != 0)
        return NULL;
    return tag[n] ? tag + n : NULL;
}

/* ToRuby#deserialize. */
static Value scalar_value(Loader *l, const YamlNode *node) {
    const char *text = node->as.scalar.text, *tag = node->tag;
    size_t len = node->as.scalar.len;
    if (node->as.scalar.quoted)
        return value_string(l->ctx, text, len);
    if (!tag)
        return tokenize(l, node, text, len);
    if (strcmp(tag, "!binary") == 0 || strcmp(tag, "tag:yaml.org,2002:binary") == 0)
        return unpack_base64(l->ctx, text, len);
    if (strcmp(tag, STR_TAG) == 0 || strcmp(tag, "!str") == 0 || strcmp(tag, "!ruby/string") == 0)
        return value_string(l->ctx, text, len);
    const char *klass;
    if ((klass = tag_class(tag, "!str:")) || (klass = tag_class(tag, "!ruby/string:")))
        return disallowed(l, klass);
    if (strcmp(tag, "!ruby/object:BigDecimal") == 0)
        return disallowed(l, "BigDecimal");
    if (strcmp(tag, "!ruby/object:DateTime") == 0)
        return disallowed(l, "DateTime");
    if (strcmp(tag, "!ruby/encoding") == 0)
        return ruby_object(l, node, "Encoding", value_string(l->ctx, text, len));
    if (strcmp(tag, "!ruby/object:Complex") == 0)
        return disallowed(l, "Complex");
    if (strcmp(tag, "!ruby/object:Rational") == 0)
        return disallowed(l, "Rational");
    if (strcmp(tag, "!ruby/class") == 0 || strcmp(tag, "!ruby/module") == 0)
        return disallowed(l, text);
    if (strcmp(tag, "tag:yaml.org,2002:float") == 0 || strcmp(tag, "!float") == 0) {
        /* Float(tokenize(value)) */
        Value v = tokenize(l, node, text, len);
        if (value_is_abrupt(v))
            return v;
        switch (v.kind) {
        case VAL_INTEGER: return value_float((double)v.as.integer);
        case VAL_FLOAT: return v;
        case VAL_UNDEF: return fail(l, "can't convert nil into Float");
        case VAL_BOOLEAN: return fail(l, v.as.boolean ? "can't convert true into Float" : "can't convert false into Float");
        default: {
            /* Float() of a string Psych did not read as a number */
            char *end = NULL;
            const char *digits = text + (text[0] == '-' || text[0] == '+');
            double d = strtod(text, &end);
            if (end == text + len && ((*digits >= '0' && *digits <= '9') || *digits == '.') && text[len - 1] != '.')
                return value_float(d);
            return fail(l, ctx_sprintf(l->ctx, "invalid value for Float(): \"%s\"", text));
        }
        }
    }
    if (strcmp(tag, "!ruby/regexp") == 0)
        return disallowed(l, "Regexp");
    if (strcmp(tag, "!ruby/range") == 0)
        return disallowed(l, "Range");
    if (starts_with(tag, "!ruby/sym"))
        return symbol(l, node, text, len);
    return tokenize(l, node, text, len);
}

static Value convert(Loader *l, const YamlNode *node);

/* Hash#merge! of a merged-in hash into the one being built. */
static void merge_into(Ctx *ctx, Hash *hash, const Hash *from) {
    for (size_t i = 0; i < from->count; i++)
        hash_put(ctx, hash, from->entries[i].key, from->entries[i].value);
}

/* ToRuby#revive_hash: pairs in order; a `<<` key not tagged !!str merges a mapping (or each
 * mapping of a sequence, the first winning) into the hash, or, when what it names is not a
 * hash, is an ordinary key (Psych's rescue of TypeError). */
static Value mapping_value(Loader *l, const YamlNode *node, bool top) {
    Ctx *ctx = l->ctx;
    Hash *hash = hash_new(ctx, node->as.children.count / 2);
    for (size_t i = 0; i + 1 < node->as.children.count; i += 2) {
        const YamlNode *k = node->as.children.items[i], *v = node->as.children.items[i + 1];
        if (top) {
            l->current_key = value_undef();
            l->current_top = NULL;
        }
        l->in_key = true;
        Value key = convert(l, k);
        l->in_key = false;
        if (value_is_abrupt(key))
            return key;
        if (top) {
            l->current_key = key;
            l->current_top = v;
        }
        Value val = convert(l, v);
        if (value_is_abrupt(val))
            return val;
        bool merge = key.kind == VAL_STRING && key.as.string->len == 2 && memcmp(key.as.string->bytes, "<<", 2) == 0 &&
                     !(k->tag && strcmp(k->tag, STR_TAG) == 0);
        if (merge && v->kind != YAML_KIND_SCALAR) {
            if (v->kind == YAML_KIND_MAPPING && val.kind == VAL_HASH) {
                merge_into(ctx, hash, val.as.hash);
                continue;
            }
            if (v->kind == YAML_KIND_SEQUENCE && val.kind == VAL_ARRAY) {
                const Array *a = val.as.array;
                bool all_hashes = true;
                for (size_t j = 0; j < a->count; j++)
                    all_hashes = all_hashes && a->items[j].kind == VAL_HASH;
                if (all_hashes) {
                    Hash *h = hash_new(ctx, 0);
                    for (size_t j = a->count; j-- > 0;)
                        merge_into(ctx, h, a->items[j].as.hash);
                    merge_into(ctx, hash, h);
                    continue;
                }
            }
        }
        hash_put(ctx, hash, key, val);
    }
    return value_from_hash(hash);
}

/* ToRuby#visit_Psych_Nodes_Mapping for the tags safe_load can meet. */
static Value mapping_tagged(Loader *l, const YamlNode *node, bool top) {
    const char *tag = node->tag, *klass;
    if (!tag)
        return mapping_value(l, node, top);
    if (starts_with(tag, "!ruby/struct"))
        return disallowed(l, (klass = tag_class(tag, "!ruby/struct:")) ? klass : "Struct");
    if (starts_with(tag, "!ruby/object")) {
        klass = tag_class(tag, "!ruby/object:");
        if (klass && strcmp(klass, "Hash") == 0)
            return mapping_value(l, node, top);
        return disallowed(l, klass ? klass : "Object");
    }
    if (strcmp(tag, STR_TAG) == 0 || strcmp(tag, "!str") == 0 || strcmp(tag, "!ruby/string") == 0) {
        /* a String described by its members: its 'str' member */
        Value h = mapping_value(l, node, false);
        if (value_is_abrupt(h))
            return h;
        Value s = value_undef();
        hash_get(h.as.hash, value_cstring(l->ctx, "str"), &s);
        return s;
    }
    if ((klass = tag_class(tag, "!str:")) || (klass = tag_class(tag, "!ruby/string:")) ||
        (klass = tag_class(tag, "!ruby/array:")) || (klass = tag_class(tag, "!map:")) ||
        (klass = tag_class(tag, "!ruby/hash:")) || (klass = tag_class(tag, "!ruby/marshalable:")) ||
        (klass = tag_class(tag, "!ruby/hash-with-ivars:")))
        return disallowed(l, klass);
    if (strcmp(tag, "!ruby/range") == 0)
        return disallowed(l, "Range");
    if (starts_with(tag, "!ruby/exception"))
        return disallowed(l, (klass = tag_class(tag, "!ruby/exception:")) ? klass : "Exception");
    if (strcmp(tag, "!set") == 0 || strcmp(tag, "tag:yaml.org,2002:set") == 0)
        return disallowed(l, "Psych::Set");
    if (strcmp(tag, "!omap") == 0 || strcmp(tag, "tag:yaml.org,2002:omap") == 0)
        return disallowed(l, "Psych::Omap");
    if (strcmp(tag, "!ruby/hash-with-ivars") == 0) {
        /* {elements: {...}, ivars: {...}}: the elements */
        for (size_t i = 0; i + 1 < node->as.children.count; i += 2) {
            const YamlNode *k = node->as.children.items[i];
            if (k->kind == YAML_KIND_SCALAR && strcmp(k->as.scalar.text, "elements") == 0 &&
                node->as.children.items[i + 1]->kind == YAML_KIND_MAPPING)
                return mapping_value(l, node->as.children.items[i + 1], false);
        }
        return value_from_hash(hash_new(l->ctx, 0));
    }
    return mapping_value(l, node, top);
}

static Value sequence_value(Loader *l, const YamlNode *node) {
    const char *tag = node->tag, *klass;
    if (tag && (strcmp(tag, "!omap") == 0 || strcmp(tag, "tag:yaml.org,2002:omap") == 0)) {
        /* Psych::Omap, a Hash: each child's first key and last child */
        Hash *h = hash_new(l->ctx, node->as.children.count);
        for (size_t i = 0; i < node->as.children.count; i++) {
            const YamlNode *pair = node->as.children.items[i];
            if (pair->kind == YAML_KIND_SCALAR || pair->as.children.count == 0) {
                Value k = convert(l, pair);
                if (value_is_abrupt(k))
                    return k;
                hash_put(l->ctx, h, k, k);
                continue;
            }
            Value k = convert(l, pair->as.children.items[0]);
            Value v = value_is_abrupt(k) ? k : convert(l, pair->as.children.items[pair->as.children.count - 1]);
            if (value_is_abrupt(v))
                return v;
            hash_put(l->ctx, h, k, v);
        }
        return value_from_hash(h);
    }
    if (tag && ((klass = tag_class(tag, "!seq:")) || (klass = tag_class(tag, "!ruby/array:"))))
        return disallowed(l, klass);
    Array *a = array_new(l->ctx, node->as.children.count);
    for (size_t i = 0; i < node->as.children.count; i++) {
        Value v = convert(l, node->as.children.items[i]);
        if (value_is_abrupt(v))
            return v;
        a->items[i] = v;
    }
    return value_from_array(a);
}

static Value convert_node(Loader *l, const YamlNode *node, bool top) {
    stack_guard();
    switch (node->kind) {
    case YAML_KIND_SCALAR: return scalar_value(l, node);
    case YAML_KIND_SEQUENCE: return sequence_value(l, node);
    case YAML_KIND_MAPPING: return mapping_tagged(l, node, top);
    }
    return value_undef();
}

static size_t memo_slot(const Memo *m, const YamlNode *node) {
    size_t i = ((uintptr_t)node >> 4) * 11400714819323198485ull & (m->capacity - 1);
    while (m->nodes[i] && m->nodes[i] != node)
        i = (i + 1) & (m->capacity - 1);
    return i;
}

static void memo_put(Ctx *ctx, Memo *m, const YamlNode *node, Value v) {
    if (2 * (m->count + 1) > m->capacity) {
        Memo grown = { .capacity = m->capacity ? m->capacity * 2 : 16 };
        grown.nodes = ctx_calloc(ctx, grown.capacity, sizeof *grown.nodes);
        grown.values = ctx_calloc(ctx, grown.capacity, sizeof *grown.values);
        for (size_t i = 0; i < m->capacity; i++)
            if (m->nodes[i]) {
                size_t j = memo_slot(&grown, m->nodes[i]);
                grown.nodes[j] = m->nodes[i];
                grown.values[j] = m->values[i];
                grown.count++;
            }
        *m = grown;
    }
    size_t i = memo_slot(m, node);
    m->nodes[i] = node;
    m->values[i] = v;
    m->count++;
}

/* A shared node is converted once: Psych's alias is the very object its anchor named. */
static Value convert(Loader *l, const YamlNode *node) {
    if (node->shared && l->memo.capacity) {
        size_t i = memo_slot(&l->memo, node);
        if (l->memo.nodes[i]) {
            if (l->no_aliases)
                return fail(l, ctx_sprintf(l->ctx, "Unknown alias: %s", node->anchor ? node->anchor : ""));
            return l->memo.values[i];
        }
    }
    Value v = convert_node(l, node, false);
    if (node->shared && !value_is_abrupt(v))
        memo_put(l->ctx, &l->memo, node, v);
    return v;
}

bool yaml_load(Ctx *ctx, const char *text, size_t len, const char *filename, bool permit_symbols, YamlLoad *out) {
    YamlLoadOptions options = { .filename = filename, .permit_symbols = permit_symbols };
    return yaml_load_with(ctx, text, len, &options, out);
}

bool yaml_load_with(Ctx *ctx, const char *text, size_t len, const YamlLoadOptions *options, YamlLoad *out) {
    memset(out, 0, sizeof *out);
    out->value = value_boolean(false);
    const char *filename = options->filename ? options->filename : "<unknown>";
    bool empty;
    YamlError error;
    YamlNode *root = yaml_read(&ctx->arena, text, len, &empty, &error);
    if (!root && empty)
        return true;
    if (!root) {
        if (error.out_of_memory)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        /* Psych::SyntaxError has the file first; BadAlias has not */
        out->error = strncmp(error.message, "Unknown alias: ", 15) == 0
                         ? error.message
                         : ctx_sprintf(ctx, "(%s): %s", filename, error.message);
        out->line = error.line;
        out->column = error.column;
        return false;
    }
    return yaml_load_read(ctx, root, options, out);
}

bool yaml_load_read(Ctx *ctx, const YamlNode *root, const YamlLoadOptions *options, YamlLoad *out) {
    memset(out, 0, sizeof *out);
    out->value = value_boolean(false);
    Loader l = { .ctx = ctx,
                 .filename = options->filename ? options->filename : "<unknown>",
                 .permit_symbols = options->permit_symbols,
                 .no_aliases = options->no_aliases,
                 .psych_messages = options->psych_messages };
    Value v = root->kind == YAML_KIND_MAPPING ? mapping_tagged(&l, root, true) : convert(&l, root);
    if (value_is_abrupt(v)) {
        out->error = l.error;
        return false;
    }
    out->value = v.kind == VAL_UNDEF ? value_boolean(false) : v;
    out->ruby_objects = l.objects_head;
    return true;
}

int yaml_scalar_is_string(Ctx *ctx, const char *text, size_t len, const char **error) {
    Loader l = { .ctx = ctx, .filename = "<unknown>", .permit_symbols = true, .classify = true };
    Value v = tokenize(&l, NULL, text, len);
    if (value_is_abrupt(v)) {
        *error = l.error;
        return -1;
    }
    return v.kind == VAL_STRING;
}
