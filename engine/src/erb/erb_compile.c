/* erb_compile.c: Ruby 3.1's ERB::Compiler with trim mode '-' (ERB::Compiler::ExplicitScanner and
 * ERB::Compiler::Buffer), generating the same Ruby source (see erb_compile.h).
 *
 * The scanner's two patterns, whose `(.*?)` finds the earliest place where one of the
 * alternatives matches, in this order:
 *     outside a tag  /(.*?)(^[ \t]*<%\-|<%\-|<%%|<%=|<%#|<%|\z)/m
 *     inside a tag   /(.*?)(-%>|%%>|%>|\z)/m
 * StringScanner's `^` also matches where the scan stands (fixed_anchor: false), so `<%-` eats
 * the blanks right after the previous tag as it eats those at a line start. `-%>` then eats
 * one "\n" or "\r\n" (or the end of the text) and ends the source line.
 *
 * What this file does not do: the encoding and frozen-string magic comments of a template's
 * first `<%# %>` tags (Puppet's templates are UTF-8 and have none that matter).
 */
#include "erb/erb_compile.h"

#include <string.h>

#include "support/strbuf.h"

enum { NO_ORIGIN = -1 };

/* One command of the source line being built (ERB's Buffer#push). */
typedef struct Cmd {
    const char *bytes;
    size_t len;
    size_t origin_at;         /* where template code starts inside the command */
    size_t origin;            /* its template offset */
    bool exact;               /* template code copied verbatim from origin_at on */
    bool has_origin;
} Cmd;

typedef struct Compiler {
    Ctx *ctx;
    const char *text;
    size_t len;
    StrBuf script;
    Cmd *line;                /* the commands of the current source line */
    size_t line_count, line_cap;
    ErbPiece *pieces;
    size_t piece_count, piece_cap;
    StrBuf content;           /* ERB's `content`: text or code being collected */
    size_t content_origin;    /* template offset of content's first byte */
    bool content_started;
    int stag;                 /* 0 outside a tag, else TAG_CODE, TAG_INSERT or TAG_COMMENT */
} Compiler;

enum { TAG_CODE = 1, TAG_INSERT, TAG_COMMENT };

static void push(Compiler *c, Cmd cmd) {
    if (c->line_count == c->line_cap) {
        size_t cap = c->line_cap ? c->line_cap * 2 : 16;
        c->line = ctx_realloc(c->ctx, c->line, c->line_cap * sizeof *c->line, cap * sizeof *c->line);
        c->line_cap = cap;
    }
    c->line[c->line_count++] = cmd;
}

static void add_piece(Compiler *c, size_t src_offset, size_t len, size_t text_offset) {
    if (c->piece_count == c->piece_cap) {
        size_t cap = c->piece_cap ? c->piece_cap * 2 : 32;
        c->pieces = ctx_realloc(c->ctx, c->pieces, c->piece_cap * sizeof *c->pieces, cap * sizeof *c->pieces);
        c->piece_cap = cap;
    }
    c->pieces[c->piece_count++] = (ErbPiece){ src_offset, len, text_offset };
}

/* Buffer: the commands of a line joined with "; " */
static void flush_line(Compiler *c) {
    for (size_t i = 0; i < c->line_count; i++) {
        if (i > 0)
            strbuf_append(&c->script, "; ", 2);
        const Cmd *cmd = &c->line[i];
        size_t at = c->script.len;
        if (cmd->has_origin) {
            /* the generated part before the code stands for the code's start */
            if (cmd->origin_at > 0)
                add_piece(c, at, 0, cmd->origin);
            if (cmd->exact)
                add_piece(c, at + cmd->origin_at, cmd->len - cmd->origin_at, cmd->origin);
        }
        strbuf_append(&c->script, cmd->bytes, cmd->len);
    }
    c->line_count = 0;
}

static void cr(Compiler *c) {
    flush_line(c);
    strbuf_append_char(&c->script, '\n');
}

static void content_reset(Compiler *c) {
    strbuf_init(&c->content, c->ctx);
    c->content_started = false;
}

static void content_add(Compiler *c, const char *bytes, size_t len, size_t origin) {
    if (len == 0)
        return;
    if (!c->content_started) {
        c->content_origin = origin;
        c->content_started = true;
    }
    strbuf_append(&c->content, bytes, len);
}

/* String#dump of a binary string: what ERB writes between the quotes of a text command. */
static void dump(StrBuf *out, const char *s, size_t len) {
    static const char hex[] = "0123456789ABCDEF";
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        switch (ch) {
        case '"': strbuf_append(out, "\\\"", 2); break;
        case '\\': strbuf_append(out, "\\\\", 2); break;
        case '\n': strbuf_append(out, "\\n", 2); break;
        case '\r': strbuf_append(out, "\\r", 2); break;
        case '\t': strbuf_append(out, "\\t", 2); break;
        case '\f': strbuf_append(out, "\\f", 2); break;
        case '\v': strbuf_append(out, "\\v", 2); break;
        case '\b': strbuf_append(out, "\\b", 2); break;
        case '\a': strbuf_append(out, "\\a", 2); break;
        case 033: strbuf_append(out, "\\e", 2); break;
        case '#':
            if (i + 1 < len && (s[i + 1] == '{' || s[i + 1] == '$' || s[i + 1] == '@'))
                strbuf_append_char(out, '\\');
            strbuf_append_char(out, '#');
            break;
        default:
            if (ch >= 0x20 && ch < 0x7f) {
                strbuf_append_char(out, (char)ch);
            } else {
                char esc[4] = { '\\', 'x', hex[ch >> 4], hex[ch & 15] };
                strbuf_append(out, esc, 4);
            }
        }
    }
}

/* add_put_cmd: `_erbout.<< "text".freeze` and a newline for each one the text held */
static void add_put_cmd(Compiler *c) {
    StrBuf cmd;
    strbuf_init(&cmd, c->ctx);
    strbuf_append_cstr(&cmd, "_erbout.<< \"");
    dump(&cmd, c->content.bytes, c->content.len);
    strbuf_append_cstr(&cmd, "\".freeze");
    for (size_t i = 0; i < c->content.len; i++)
        if (c->content.bytes[i] == '\n')
            strbuf_append_char(&cmd, '\n');
    const Str *s = strbuf_finish(&cmd);
    push(c, (Cmd){ s->bytes, s->len, 0, c->content_origin, false, true });
}

static void compile_content(Compiler *c) {
    const char *code = c->content.len ? c->content.bytes : "";
    size_t len = c->content.len;
    switch (c->stag) {
    case TAG_CODE:
        if (len > 0 && code[len - 1] == '\n') {
            size_t keep = len - (len > 1 && code[len - 2] == '\r' ? 2 : 1);   /* String#chop */
            push(c, (Cmd){ ctx_strndup(c->ctx, code, keep), keep, 0, c->content_origin, true, true });
            cr(c);
        } else {
            push(c, (Cmd){ ctx_strndup(c->ctx, code, len), len, 0, c->content_origin, true, true });
        }
        break;
    case TAG_INSERT: {
        /* built byte by byte: the code may hold NUL bytes, which a printf format would end at */
        StrBuf b;
        strbuf_init(&b, c->ctx);
        strbuf_append_cstr(&b, "_erbout.<<((");
        strbuf_append(&b, code, len);
        strbuf_append_cstr(&b, ").to_s)");
        const Str *cmd = strbuf_finish(&b);
        push(c, (Cmd){ cmd->bytes, cmd->len, strlen("_erbout.<<(("), c->content_origin, true, true });
        break;
    }
    default:
        break;   /* <%# %>: nothing, its newlines included */
    }
}

static bool starts(const Compiler *c, size_t at, const char *what) {
    size_t n = strlen(what);
    return at + n <= c->len && memcmp(c->text + at, what, n) == 0;
}

/* compile_stag of a text token (outside a tag) */
static void text_token(Compiler *c, size_t from, size_t to) {
    if (to == from)
        return;
    if (to - from == 1 && c->text[from] == '\n') {
        content_add(c, "\n", 1, from);
        add_put_cmd(c);
        content_reset(c);
        return;
    }
    content_add(c, c->text + from, to - from, from);
}

/* compile_stag of '<%', '<%=' or '<%#' */
static void open_tag(Compiler *c, int tag, size_t code_start) {
    c->stag = tag;
    if (c->content.len > 0)
        add_put_cmd(c);
    content_reset(c);
    c->content_origin = code_start;
}

/* compile_etag of '%>' */
static void close_tag(Compiler *c) {
    compile_content(c);
    c->stag = 0;
    content_reset(c);
}

/* One step outside a tag: the text up to the next start tag, then the tag. */
static size_t scan_outside(Compiler *c, size_t pos) {
    for (size_t i = pos; i < c->len; i++) {
        if (i == pos || c->text[i - 1] == '\n') {
            size_t j = i;
            while (j < c->len && (c->text[j] == ' ' || c->text[j] == '\t'))
                j++;
            if (starts(c, j, "<%-")) {
                text_token(c, pos, i);
                open_tag(c, TAG_CODE, j + 3);
                return j + 3;
            }
        }
        if (c->text[i] != '<' || !starts(c, i, "<%"))
            continue;
        text_token(c, pos, i);
        char k = i + 2 < c->len ? c->text[i + 2] : 0;
        if (k == '-') {
            open_tag(c, TAG_CODE, i + 3);
            return i + 3;
        }
        if (k == '%') {
            content_add(c, "<%", 2, i);
            return i + 3;
        }
        if (k == '=') {
            open_tag(c, TAG_INSERT, i + 3);
            return i + 3;
        }
        if (k == '#') {
            open_tag(c, TAG_COMMENT, i + 3);
            return i + 3;
        }
        open_tag(c, TAG_CODE, i + 2);
        return i + 2;
    }
    text_token(c, pos, c->len);
    return c->len;
}

/* One step inside a tag: the code up to the next end tag, then the tag. */
static size_t scan_inside(Compiler *c, size_t pos) {
    for (size_t i = pos; i < c->len; i++) {
        if (c->text[i] == '-' && starts(c, i, "-%>")) {
            content_add(c, c->text + pos, i - pos, pos);
            close_tag(c);
            size_t next = i + 3;
            if (next < c->len && c->text[next] == '\n') {
                next++;
                cr(c);
            } else if (starts(c, next, "\r\n")) {
                next += 2;
                cr(c);
            } else if (next == c->len) {
                cr(c);   /* \z matches too */
            }
            return next;
        }
        if (c->text[i] == '%' && starts(c, i, "%%>")) {
            content_add(c, c->text + pos, i - pos, pos);
            content_add(c, "%>", 2, i);
            return i + 3;
        }
        if (c->text[i] == '%' && starts(c, i, "%>")) {
            content_add(c, c->text + pos, i - pos, pos);
            close_tag(c);
            return i + 2;
        }
    }
    content_add(c, c->text + pos, c->len - pos, pos);
    return c->len;
}

const ErbSource *erb_compile(Ctx *ctx, const char *text, size_t len) {
    Compiler c = { .ctx = ctx, .text = text, .len = len };
    strbuf_init(&c.script, ctx);
    strbuf_append_cstr(&c.script, "#coding:UTF-8\n");
    push(&c, (Cmd){ "_erbout = +''", strlen("_erbout = +''"), 0, 0, false, false });
    content_reset(&c);
    size_t pos = 0;
    while (pos < len)
        pos = c.stag ? scan_inside(&c, pos) : scan_outside(&c, pos);
    if (c.content.len > 0)
        add_put_cmd(&c);   /* an unclosed tag's code is text */
    push(&c, (Cmd){ "_erbout", strlen("_erbout"), 0, 0, false, false });
    flush_line(&c);
    ErbSource *s = ctx_calloc(ctx, 1, sizeof *s);
    s->text = text;
    s->text_len = len;
    const Str *script = strbuf_finish(&c.script);
    s->src = script->bytes;
    s->len = script->len;
    s->pieces = c.pieces;
    s->piece_count = c.piece_count;
    return s;
}

void erb_position(const ErbSource *s, size_t src_offset, int *line, int *column) {
    size_t at = 0;
    size_t lo = 0, hi = s->piece_count;
    while (lo < hi) {   /* the last piece starting at or before src_offset */
        size_t mid = (lo + hi) / 2;
        if (s->pieces[mid].src_offset <= src_offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo > 0) {
        const ErbPiece *p = &s->pieces[lo - 1];
        at = p->text_offset;
        if (src_offset < p->src_offset + p->len)
            at += src_offset - p->src_offset;
    }
    if (at > s->text_len)
        at = s->text_len;
    int l = 1, col = 1;
    for (size_t i = 0; i < at; i++) {
        unsigned char ch = (unsigned char)s->text[i];
        if (ch == '\n') {
            l++;
            col = 1;
        } else if ((ch & 0xC0) != 0x80) {
            col++;
        }
    }
    *line = l;
    *column = col;
}

int erb_ruby_line(const ErbSource *s, size_t src_offset) {
    int line = 0;
    for (size_t i = 0; i < src_offset && i < s->len; i++)
        if (s->src[i] == '\n')
            line++;
    return line;
}
