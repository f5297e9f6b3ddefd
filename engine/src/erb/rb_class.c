/* rb_class.c: classes and modules as receivers in template Ruby: constructors (Array.new,
 * Hash.new with a default, Regexp.new, exceptions' new, IPAddr.new), Regexp.escape and union,
 * File's path functions (join, basename, dirname, extname; nothing that reads the disk),
 * JSON.parse / generate / pretty_generate (the json gem's output), ERB::Util's escapes, and
 * Class#=== / name; plus Kernel#format (rb_format), on the engine's Kernel#format.
 *
 * What this file does not do: methods of instances (the class files).
 */
#include "erb/rb.h"
#include "erb/rb_lex.h"

#include <math.h>
#include <string.h>

#include "data/json.h"
#include "text/format.h"
#include "text/sprintf.h"


/* --- format ------------------------------------------------------------------------------------ */

RbValue rb_format(RbInterp *I, RbValue format, RbValue *argv, size_t argc) {
    if (format.kind != RB_STR)
        return rb_no_implicit(I, format, "String");
    Value *args = ctx_alloc(I->ctx, (argc + 1) * sizeof *args);
    for (size_t i = 0; i < argc; i++)
        if (!rb_to_puppet(I, argv[i], &args[i]))
            return rb_abrupt();
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    if (!sprintf_append(&sb, format.as.str->bytes, format.as.str->len, args, argc, span_none())) {
        const char *message = I->ctx->unwind.message;
        ctx_clear_unwind(I->ctx);
        return rb_raise(I, C_ARGUMENT_ERROR, "%s", message);
    }
    return rb_str_from_buf(I->ctx, &sb);
}

/* --- JSON ------------------------------------------------------------------------------------- */

static void json_quote(StrBuf *out, const char *s, size_t len) {
    strbuf_append_char(out, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': strbuf_append_cstr(out, "\\\""); break;
        case '\\': strbuf_append_cstr(out, "\\\\"); break;
        case '\n': strbuf_append_cstr(out, "\\n"); break;
        case '\r': strbuf_append_cstr(out, "\\r"); break;
        case '\t': strbuf_append_cstr(out, "\\t"); break;
        case '\f': strbuf_append_cstr(out, "\\f"); break;
        case '\b': strbuf_append_cstr(out, "\\b"); break;
        default:
            if (c < 0x20)
                strbuf_printf(out, "\\u%04x", c);
            else
                strbuf_append_char(out, (char)c);
        }
    }
    strbuf_append_char(out, '"');
}

static void newline_indent(StrBuf *out, bool pretty, int depth) {
    if (!pretty)
        return;
    strbuf_append_char(out, '\n');
    for (int i = 0; i < depth; i++)
        strbuf_append_cstr(out, "  ");
}

/* JSON.generate / pretty_generate of v (the json gem 2.6's output). */
static bool json_generate(RbInterp *I, StrBuf *out, RbValue v, bool pretty, int depth) {
    if (depth > 100) {
        rb_raise(I, C_JSON_ERROR, "nesting of 101 is too deep");
        return false;
    }
    switch (v.kind) {
    case RB_NIL: strbuf_append_cstr(out, "null"); return true;
    case RB_TRUE: strbuf_append_cstr(out, "true"); return true;
    case RB_FALSE: strbuf_append_cstr(out, "false"); return true;
    case RB_INT: strbuf_append_int(out, v.as.i); return true;
    case RB_FLOAT:
        if (isnan(v.as.f) || isinf(v.as.f)) {
            rb_raise(I, C_JSON_ERROR, "%s not allowed in JSON", isnan(v.as.f) ? "NaN" : v.as.f > 0 ? "Infinity" : "-Infinity");
            return false;
        }
        rb_append_to_s(out, v);
        return true;
    case RB_STR: json_quote(out, v.as.str->bytes, v.as.str->len); return true;
    case RB_SYM: json_quote(out, v.as.sym->bytes, v.as.sym->len); return true;
    case RB_ARRAY: {
        const RbArray *a = v.as.arr;
        strbuf_append_char(out, '[');
        if (a->len == 0) {
            strbuf_append_char(out, ']');
            return true;
        }
        for (size_t i = 0; i < a->len; i++) {
            if (i)
                strbuf_append_char(out, ',');
            newline_indent(out, pretty, depth + 1);
            if (!json_generate(I, out, a->items[i], pretty, depth + 1))
                return false;
        }
        newline_indent(out, pretty, depth);
        strbuf_append_char(out, ']');
        return true;
    }
    case RB_HASH: {
        const RbHash *h = v.as.hash;
        strbuf_append_char(out, '{');
        if (h->count == 0) {
            strbuf_append_char(out, '}');
            return true;
        }
        bool first = true;
        for (size_t i = 0; i < h->used; i++) {
            if (!h->entries[i].live)
                continue;
            if (!first)
                strbuf_append_char(out, ',');
            first = false;
            newline_indent(out, pretty, depth + 1);
            StrBuf key;
            strbuf_init(&key, I->ctx);
            rb_append_to_s(&key, h->entries[i].key);
            const Str *k = strbuf_finish(&key);
            json_quote(out, k->bytes, k->len);
            strbuf_append_cstr(out, pretty ? ": " : ":");
            if (!json_generate(I, out, h->entries[i].value, pretty, depth + 1))
                return false;
        }
        newline_indent(out, pretty, depth);
        strbuf_append_char(out, '}');
        return true;
    }
    default: {
        StrBuf text;
        strbuf_init(&text, I->ctx);
        rb_append_to_s(&text, v);
        const Str *t = strbuf_finish(&text);
        json_quote(out, t->bytes, t->len);
        return true;
    }
    }
}

RbValue rb_json_generate(RbInterp *I, RbValue v, bool pretty) {
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    if (!json_generate(I, &sb, v, pretty, 0))
        return rb_abrupt();
    return rb_str_from_buf(I->ctx, &sb);
}

static RbValue from_json(RbInterp *I, const JsonValue *j) {
    switch (j->kind) {
    case JSON_NULL: return rb_nil();
    case JSON_BOOL: return rb_bool(j->as.boolean);
    case JSON_NUMBER:
        if (j->as.number.is_integer && fabs(j->as.number.value) < 9.2e18)
            return rb_int((int64_t)j->as.number.value);
        return rb_float(j->as.number.value);
    case JSON_STRING: return rb_str_new(I->ctx, j->as.string.bytes, j->as.string.len);
    case JSON_ARRAY: {
        RbValue out = rb_array_new(I->ctx, j->as.array.count);
        for (size_t i = 0; i < j->as.array.count; i++)
            rb_array_push(I->ctx, out.as.arr, from_json(I, j->as.array.items[i]));
        return out;
    }
    case JSON_OBJECT: {
        RbValue out = rb_hash_new(I->ctx);
        for (size_t i = 0; i < j->as.object.count; i++)
            rb_hash_set(I->ctx, out.as.hash, rb_str_new(I->ctx, j->as.object.members[i].key, j->as.object.members[i].key_len),
                        from_json(I, j->as.object.members[i].value));
        return out;
    }
    }
    return rb_nil();
}

static RbValue json_parse_value(RbInterp *I, RbValue text) {
    if (text.kind != RB_STR)
        return rb_no_implicit(I, text, "String");
    JsonError error = { NULL, 0, 0, 0 };
    JsonValue *j = json_parse(&I->ctx->arena, text.as.str->bytes, text.as.str->len, &error);
    if (!j) {
        /* the json gem's words: "unexpected token at '<rest>'" */
        size_t at = error.offset < text.as.str->len ? error.offset : text.as.str->len;
        if (text.as.str->len == 0)
            return rb_raise(I, C_JSON_PARSER_ERROR, "unexpected end of input");
        return rb_raise(I, C_JSON_PARSER_ERROR, "unexpected token at '%s'", text.as.str->bytes + at);
    }
    return from_json(I, j);
}

/* --- IPAddr ----------------------------------------------------------------------------------- */

static bool ipv4(const char *s, size_t len) {
    int parts = 0;
    size_t i = 0;
    while (i <= len) {
        size_t start = i;
        int value = 0;
        while (i < len && s[i] >= '0' && s[i] <= '9' && i - start < 3)
            value = value * 10 + (s[i++] - '0');
        if (i == start || value > 255 || (i - start > 1 && s[start] == '0'))
            return false;
        parts++;
        if (i == len)
            break;
        if (s[i] != '.')
            return false;
        i++;
    }
    return parts == 4;
}

static bool ipv6(const char *s, size_t len) {
    int groups = 0;
    bool compressed = false;
    size_t i = 0;
    if (len >= 2 && s[0] == ':' && s[1] == ':') {
        compressed = true;
        i = 2;
        if (len == 2)
            return true;
    }
    while (i < len) {
        size_t start = i;
        while (i < len && ((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f') || (s[i] >= 'A' && s[i] <= 'F')))
            i++;
        if (i < len && s[i] == '.') {   /* a trailing IPv4 part */
            if (!ipv4(s + start, len - start))
                return false;
            groups += 2;
            i = len;
            break;
        }
        if (i == start || i - start > 4)
            return false;
        groups++;
        if (i == len)
            break;
        if (s[i] != ':')
            return false;
        i++;
        if (i < len && s[i] == ':') {
            if (compressed)
                return false;
            compressed = true;
            i++;
            if (i == len)
                break;
        } else if (i == len) {
            return false;
        }
    }
    return compressed ? groups < 8 : groups == 8;
}

static RbValue ipaddr_new(RbInterp *I, RbValue *argv, size_t argc) {
    if (!rb_check_argc(I, argc, 1, 2))
        return rb_abrupt();
    if (argv[0].kind != RB_STR)
        return rb_refuse(I, "IPAddr.new of a %s", rb_value_class_name(I->ctx, argv[0]));
    const char *s = argv[0].as.str->bytes;
    size_t len = argv[0].as.str->len;
    const char *slash = memchr(s, '/', len);
    size_t addr_len = slash ? (size_t)(slash - s) : len;
    bool v6 = memchr(s, ':', addr_len) != NULL;
    const char *addr = s;
    if (v6 && addr_len >= 2 && s[0] == '[' && s[addr_len - 1] == ']') {
        addr++;
        addr_len -= 2;
    }
    bool ok = v6 ? (memchr(addr, '%', addr_len) == NULL && ipv6(addr, addr_len)) : ipv4(addr, addr_len);
    if (ok && slash) {
        const char *p = slash + 1;
        size_t n = len - addr_len - 1;
        int prefix = 0;
        ok = n > 0 && n <= 3;
        for (size_t i = 0; ok && i < n; i++) {
            ok = p[i] >= '0' && p[i] <= '9';
            prefix = prefix * 10 + (p[i] - '0');
        }
        if (!ok && n > 0 && ipv4(p, n) && !v6)
            return rb_refuse(I, "IPAddr.new with a netmask");
        ok = ok && prefix <= (v6 ? 128 : 32);
        if (!ok)
            return rb_raise(I, C_IPADDR_INVALID, "invalid length: %s", s);
        return rb_refuse(I, "IPAddr.new with a prefix length");
    }
    if (!ok)
        return rb_raise(I, C_IPADDR_INVALID, "invalid address: %s", s);
    RbValue o = rb_object_new(I->ctx, OBJ_IPADDR, C_IPADDR);
    o.as.obj->text = ctx_strndup(I->ctx, s, len);
    return o;
}

/* --- ERB::Util, File --------------------------------------------------------------------------- */

static RbValue url_encode(RbInterp *I, RbValue v) {
    StrBuf text;
    strbuf_init(&text, I->ctx);
    rb_append_to_s(&text, v);
    const Str *s = strbuf_finish(&text);
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->bytes[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
            c == '-' || c == '~')
            strbuf_append_char(&sb, (char)c);
        else
            strbuf_printf(&sb, "%%%02X", c);
    }
    return rb_str_from_buf(I->ctx, &sb);
}

static RbValue html_escape(RbInterp *I, RbValue v) {
    StrBuf text;
    strbuf_init(&text, I->ctx);
    rb_append_to_s(&text, v);
    const Str *s = strbuf_finish(&text);
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    for (size_t i = 0; i < s->len; i++) {
        switch (s->bytes[i]) {
        case '&': strbuf_append_cstr(&sb, "&amp;"); break;
        case '<': strbuf_append_cstr(&sb, "&lt;"); break;
        case '>': strbuf_append_cstr(&sb, "&gt;"); break;
        case '"': strbuf_append_cstr(&sb, "&quot;"); break;
        case '\'': strbuf_append_cstr(&sb, "&#39;"); break;
        default: strbuf_append_char(&sb, s->bytes[i]);
        }
    }
    return rb_str_from_buf(I->ctx, &sb);
}

static bool str_args(RbInterp *I, RbValue *argv, size_t argc) {
    for (size_t i = 0; i < argc; i++)
        if (argv[i].kind != RB_STR) {
            rb_no_implicit(I, argv[i], "String");
            return false;
        }
    return true;
}

static RbValue file_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    if (c->mid == M_JOIN) {
        RbValue flat = rb_array_new(I->ctx, c->argc);
        for (size_t i = 0; i < c->argc; i++) {
            RbValue a = c->argv[i];
            if (a.kind == RB_ARRAY)
                for (size_t k = 0; k < a.as.arr->len; k++)
                    rb_array_push(I->ctx, flat.as.arr, a.as.arr->items[k]);
            else
                rb_array_push(I->ctx, flat.as.arr, a);
        }
        if (!str_args(I, flat.as.arr->items, flat.as.arr->len))
            return rb_abrupt();
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        for (size_t i = 0; i < flat.as.arr->len; i++) {
            const RbStr *part = flat.as.arr->items[i].as.str;
            const char *p = part->bytes;
            size_t n = part->len;
            if (i > 0) {
                bool ends = sb.len > 0 && sb.bytes[sb.len - 1] == '/';
                if (ends)
                    while (n > 0 && *p == '/')
                        p++, n--;
                else if (n == 0 || *p != '/')
                    strbuf_append_char(&sb, '/');
            }
            strbuf_append(&sb, p, n);
        }
        return rb_str_from_buf(I->ctx, &sb);
    }
    if (c->mid == M_BASENAME || c->mid == M_DIRNAME || c->mid == M_EXTNAME) {
        if (!rb_check_argc(I, c->argc, 1, c->mid == M_BASENAME ? 2 : 1) || !str_args(I, c->argv, c->argc))
            return rb_abrupt();
        const char *s = c->argv[0].as.str->bytes;
        size_t len = c->argv[0].as.str->len;
        while (len > 1 && s[len - 1] == '/')
            len--;
        size_t slash = len;
        while (slash > 0 && s[slash - 1] != '/')
            slash--;
        if (c->mid == M_DIRNAME) {
            if (slash == 0)
                return rb_str_cstr(I->ctx, ".");
            size_t end = slash;
            while (end > 1 && s[end - 1] == '/')
                end--;
            return rb_str_new(I->ctx, s, end);
        }
        const char *base = s + slash;
        size_t base_len = len - slash;
        if (len == 1 && s[0] == '/')
            base = s, base_len = 1;
        if (c->mid == M_EXTNAME) {
            for (size_t i = base_len; i-- > 1;)
                if (base[i] == '.')
                    return i + 1 == base_len ? rb_str_cstr(I->ctx, "") : rb_str_new(I->ctx, base + i, base_len - i);
            return rb_str_cstr(I->ctx, "");
        }
        if (c->argc == 2) {
            const RbStr *suffix = c->argv[1].as.str;
            if (suffix->len == 2 && memcmp(suffix->bytes, ".*", 2) == 0) {
                for (size_t i = base_len; i-- > 1;)
                    if (base[i] == '.') {
                        base_len = i;
                        break;
                    }
            } else if (suffix->len < base_len && memcmp(base + base_len - suffix->len, suffix->bytes, suffix->len) == 0) {
                base_len -= suffix->len;
            }
        }
        return rb_str_new(I->ctx, base, base_len);
    }
    *found = false;
    return rb_nil();
}

/* --- dispatch ---------------------------------------------------------------------------------- */

static RbValue array_construct(RbInterp *I, RbCall *c) {
    if (!rb_check_argc(I, c->argc, 0, 2))
        return rb_abrupt();
    if (c->argc == 1 && c->argv[0].kind == RB_ARRAY)
        return rb_array_of(I->ctx, c->argv[0].as.arr->items, c->argv[0].as.arr->len);
    int64_t n = 0;
    if (c->argc >= 1) {
        if (c->argv[0].kind != RB_INT)
            return rb_no_implicit(I, c->argv[0], "Integer");
        n = c->argv[0].as.i;
        if (n < 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "negative array size");
    }
    RbValue out = rb_array_new(I->ctx, (size_t)n);
    for (int64_t i = 0; i < n; i++) {
        ctx_step(I->ctx);
        RbValue v = c->argc == 2 ? c->argv[1] : rb_nil();
        if (c->block) {
            RbValue index = rb_int(i);
            v = rb_yield(I, c->block, &index, 1);
            RB_TRY(v);
        }
        rb_array_push(I->ctx, out.as.arr, v);
    }
    return out;
}

RbValue rb_class_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbClass cls = c->self.as.cls;
    RbValue arg = c->argc > 0 ? c->argv[0] : rb_nil();
    switch (c->mid) {
    case M_EQQ:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_class_is(rb_class_of(arg), cls));
    case M_NAME: case M_TO_S: case M_INSPECT:
        return rb_str_cstr(I->ctx, rb_class_name(cls));
    case M_NEW: case M_COMPILE:
        switch (cls) {
        case C_ARRAY: return array_construct(I, c);
        case C_HASH: {
            if (!rb_check_argc(I, c->argc, 0, 1))
                return rb_abrupt();
            RbValue h = rb_hash_new(I->ctx);
            h.as.hash->default_value = arg;
            h.as.hash->default_proc = c->block;
            return h;
        }
        case C_STRING:
            if (!rb_check_argc(I, c->argc, 0, 1))
                return rb_abrupt();
            if (c->argc == 0)
                return rb_str_new(I->ctx, "", 0);
            if (arg.kind != RB_STR)
                return rb_no_implicit(I, arg, "String");
            return rb_str_new(I->ctx, arg.as.str->bytes, arg.as.str->len);
        case C_REGEXP: {
            if (!rb_check_argc(I, c->argc, 1, 2))
                return rb_abrupt();
            if (arg.kind == RB_REGEXP)
                return arg;
            if (arg.kind != RB_STR)
                return rb_no_implicit(I, arg, "String");
            int options = 0;
            if (c->argc == 2) {
                RbValue o = c->argv[1];
                options = o.kind == RB_INT ? (int)(((o.as.i & 1) ? RB_RE_IGNORECASE : 0) | ((o.as.i & 2) ? RB_RE_EXTENDED : 0) |
                                                   ((o.as.i & 4) ? RB_RE_MULTILINE : 0))
                        : rb_truthy(o) ? RB_RE_IGNORECASE : 0;
            }
            return rb_regexp_new(I, arg.as.str->bytes, arg.as.str->len, options);
        }
        case C_IPADDR:
            return ipaddr_new(I, c->argv, c->argc);
        default:
            if (rb_class_is(cls, C_EXCEPTION)) {
                RbValue e = rb_object_new(I->ctx, OBJ_EXCEPTION, cls);
                StrBuf sb;
                strbuf_init(&sb, I->ctx);
                if (c->argc > 0)
                    rb_append_to_s(&sb, arg);
                else
                    strbuf_append_cstr(&sb, rb_class_name(cls));
                e.as.obj->message = strbuf_finish(&sb)->bytes;
                e.as.obj->pos = I->pos;
                return e;
            }
            return rb_refuse(I, "%s.new", rb_class_name(cls));
        }
    case M_AREF:
        if (cls == C_ARRAY)
            return rb_array_of(I->ctx, c->argv, c->argc);
        if (cls == C_HASH && c->argc == 1 && arg.kind == RB_HASH)
            return rb_send(I, arg, M_DUP, "dup", NULL, 0, NULL);
        if (cls == C_HASH && c->argc == 1 && arg.kind == RB_ARRAY)
            return rb_send(I, arg, M_TO_H, "to_h", NULL, 0, NULL);
        break;
    case M_ESCAPE: case M_QUOTE:
        if (cls == C_REGEXP) {
            if (!rb_check_argc(I, c->argc, 1, 1))
                return rb_abrupt();
            if (arg.kind == RB_SYM)
                return rb_regexp_escape(I->ctx, arg.as.sym->bytes, arg.as.sym->len);
            if (arg.kind != RB_STR)
                return rb_no_implicit(I, arg, "String");
            return rb_regexp_escape(I->ctx, arg.as.str->bytes, arg.as.str->len);
        }
        break;
    case M_UNION:
        if (cls == C_REGEXP) {
            RbValue parts = c->argc == 1 && arg.kind == RB_ARRAY ? arg : rb_array_of(I->ctx, c->argv, c->argc);
            StrBuf sb;
            strbuf_init(&sb, I->ctx);
            for (size_t i = 0; i < parts.as.arr->len; i++) {
                RbValue p = parts.as.arr->items[i];
                if (i)
                    strbuf_append_char(&sb, '|');
                if (p.kind == RB_REGEXP) {
                    rb_append_to_s(&sb, p);
                } else if (p.kind == RB_STR) {
                    RbValue e = rb_regexp_escape(I->ctx, p.as.str->bytes, p.as.str->len);
                    strbuf_append(&sb, e.as.str->bytes, e.as.str->len);
                } else {
                    return rb_no_implicit(I, p, "String");
                }
            }
            const Str *source = strbuf_finish(&sb);
            if (parts.as.arr->len == 0)
                return rb_regexp_new(I, "(?!)", 4, 0);
            return rb_regexp_new(I, source->bytes, source->len, 0);
        }
        break;
    case M_PARSE:
        if (cls == C_JSON) {
            if (!rb_check_argc(I, c->argc, 1, 2))
                return rb_abrupt();
            if (c->argc == 2)
                return rb_refuse(I, "JSON.parse with options");
            return json_parse_value(I, arg);
        }
        break;
    case M_GENERATE: case M_PRETTY_GENERATE:
        if (cls == C_JSON) {
            if (!rb_check_argc(I, c->argc, 1, 1))
                return rb_abrupt();
            return rb_json_generate(I, arg, c->mid == M_PRETTY_GENERATE);
        }
        break;
    case M_URL_ENCODE: case M_U:
        if (cls == C_ERB_UTIL && rb_check_argc(I, c->argc, 1, 1))
            return url_encode(I, arg);
        break;
    case M_HTML_ESCAPE: case M_H:
        if (cls == C_ERB_UTIL && rb_check_argc(I, c->argc, 1, 1))
            return html_escape(I, arg);
        break;
    case M_SQRT:
        if (cls == C_MATH) {
            if (!rb_check_argc(I, c->argc, 1, 1))
                return rb_abrupt();
            if (arg.kind != RB_INT && arg.kind != RB_FLOAT)
                return rb_raise(I, C_TYPE_ERROR, "can't convert %s into Float", rb_value_class_name(I->ctx, arg));
            double x = arg.kind == RB_INT ? (double)arg.as.i : arg.as.f;
            if (x < 0)
                return rb_raise(I, C_ARGUMENT_ERROR, "Numerical argument is out of domain - \"sqrt\"");
            return rb_float(sqrt(x));
        }
        break;
    default:
        if (cls == C_FILE)
            return file_call(c, found);
        break;
    }
    if (I->flow != FLOW_NONE)
        return rb_abrupt();
    if (cls == C_FILE || cls == C_JSON || cls == C_ERB_UTIL || cls == C_MATH || cls == C_IPADDR || cls == C_PUPPET)
        return rb_refuse(I, "%s.%s", rb_class_name(cls), c->name);
    *found = false;
    return rb_nil();
}
