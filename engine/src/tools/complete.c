/* complete.c: completion at a place of a manifest (complete.h): a light scanner of the text,
 * the place's context, and the candidates of each context as JSON. */
#include "tools/complete.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "data/json.h"
#include "eval/function.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "support/utf8.h"
#include "tools/docs.h"
#include "tools/tools_json.h"
#include "types/resource_types.h"

static const char *const KEYWORDS[] = {
    "and", "application", "attr", "case", "class", "consumes", "default", "define", "else",
    "elsif", "false", "function", "if", "import", "in", "inherits", "node", "or", "plan",
    "private", "produces", "site", "true", "type", "undef", "unless", NULL,
};

/* Variables every run has besides the facts. */
static const char *const BUILTIN_VARIABLES[] = {
    "facts", "trusted", "server_facts", "environment", "title", "name", "module_name", NULL,
};

/* --- the scanner --------------------------------------------------------------------------- */

typedef enum { T_END, T_WORD, T_VAR, T_STRING, T_PUNCT } TokKind;

typedef struct Tok {
    TokKind kind;
    size_t start, end;            /* bytes; a string's include its quotes */
    bool open;                    /* a string the text ends inside */
} Tok;

static bool name_char(char c) {
    return isalnum((unsigned char)c) || c == '_';
}

/* The end of the name at i (letters, digits, '_', and "::" between them). */
static size_t name_end(const char *text, size_t len, size_t i) {
    for (;;) {
        while (i < len && name_char(text[i]))
            i++;
        if (i + 1 < len && text[i] == ':' && text[i + 1] == ':')
            i += 2;
        else
            return i;
    }
}

/* The start of the name ending at i. */
static size_t name_start(const char *text, size_t i) {
    for (;;) {
        while (i > 0 && name_char(text[i - 1]))
            i--;
        if (i >= 2 && text[i - 1] == ':' && text[i - 2] == ':')
            i -= 2;
        else
            return i;
    }
}

/* The token at *pos of text[0..len) (comments and blanks skipped). Strings end at their closing
 * quote, a double-quoted one's ${...} included; heredocs are not told apart. */
static Tok next_tok(const char *text, size_t len, size_t *pos) {
    size_t i = *pos;
    for (;;) {
        while (i < len && isspace((unsigned char)text[i]))
            i++;
        if (i < len && text[i] == '#') {
            while (i < len && text[i] != '\n')
                i++;
            continue;
        }
        if (i + 1 < len && text[i] == '/' && text[i + 1] == '*') {
            const char *end = NULL;
            for (size_t k = i + 2; k + 1 < len; k++)
                if (text[k] == '*' && text[k + 1] == '/') {
                    end = text + k + 2;
                    break;
                }
            i = end ? (size_t)(end - text) : len;
            continue;
        }
        break;
    }
    Tok t = {T_END, i, i, false};
    if (i >= len) {
        *pos = i;
        return t;
    }
    char c = text[i];
    if (c == '\'' || c == '"') {
        size_t k = i + 1;
        int depth = 0;
        t.kind = T_STRING;
        t.open = true;
        while (k < len) {
            if (text[k] == '\\' && k + 1 < len) {
                k += 2;
                continue;
            }
            if (c == '"' && text[k] == '$' && k + 1 < len && text[k + 1] == '{') {
                depth++;
                k += 2;
                continue;
            }
            if (depth && text[k] == '}') {
                depth--;
                k++;
                continue;
            }
            if (!depth && text[k] == c) {
                k++;
                t.open = false;
                break;
            }
            k++;
        }
        t.end = k;
    } else if (c == '$') {
        t.kind = T_VAR;
        t.end = name_end(text, len, i + 1);
    } else if (name_char(c) || (c == ':' && i + 1 < len && text[i + 1] == ':')) {
        t.kind = T_WORD;
        t.end = name_end(text, len, i);
    } else {
        t.kind = T_PUNCT;
        t.end = i + 1;
    }
    *pos = t.end;
    return t;
}

static bool tok_is(const char *text, Tok t, const char *word) {
    size_t n = strlen(word);
    return t.end - t.start == n && memcmp(text + t.start, word, n) == 0;
}

/* --- the source's definitions -------------------------------------------------------------- */

typedef struct Param {
    const char *name;             /* without '$' */
    const char *type;             /* as written, or NULL */
} Param;

typedef struct Definition {
    const char *keyword;          /* "class", "define", "function", "type" */
    const char *name;
    Param *params;
    size_t param_count;
    const char *text;             /* a type alias's type, as written */
} Definition;

typedef struct Scan {
    Ctx *ctx;
    const char *text;
    size_t len, place;            /* place: the byte offset completed at */
    Definition *defs;
    size_t def_count, def_capacity;
    const char **vars;            /* variables seen before the place, without '$' */
    size_t var_count, var_capacity;
} Scan;

static const char *dup_range(Ctx *ctx, const char *text, size_t from, size_t to) {
    return ctx_strndup(ctx, text + from, to - from);
}

static void add_var(Scan *s, const char *name) {
    if (s->var_count == MAX_COMPLETION_ITEMS)
        return;   /* no more could be answered (and the search for duplicates stays bounded) */
    for (size_t i = 0; i < s->var_count; i++)
        if (strcmp(s->vars[i], name) == 0)
            return;
    if (s->var_count == s->var_capacity) {
        size_t capacity = s->var_capacity ? s->var_capacity * 2 : 32;
        s->vars = ctx_realloc(s->ctx, s->vars, s->var_capacity * sizeof *s->vars, capacity * sizeof *s->vars);
        s->var_capacity = capacity;
    }
    s->vars[s->var_count++] = name;
}

static Definition *add_def(Scan *s) {
    if (s->def_count == s->def_capacity) {
        size_t capacity = s->def_capacity ? s->def_capacity * 2 : 16;
        s->defs = ctx_realloc(s->ctx, s->defs, s->def_capacity * sizeof *s->defs, capacity * sizeof *s->defs);
        s->def_capacity = capacity;
    }
    Definition *d = &s->defs[s->def_count++];
    memset(d, 0, sizeof *d);
    return d;
}

/* The parameter list from just past its '(' at *pos: each `$name` at its top level, with the
 * text before it since the last ',' as its type. */
static void scan_params(Scan *s, Definition *d, size_t *pos) {
    size_t capacity = 0;
    int depth = 0;
    size_t piece = *pos;
    for (;;) {
        Tok t = next_tok(s->text, s->len, pos);
        if (t.kind == T_END)
            return;
        if (t.kind == T_PUNCT) {
            char c = s->text[t.start];
            if (c == '(' || c == '[' || c == '{')
                depth++;
            else if ((c == ')' || c == ']' || c == '}') && depth-- == 0)
                return;
            else if (c == ',' && depth == 0)
                piece = t.end;
            else if (c == '=' && depth == 0)
                depth += 0;   /* a default: its variables are no parameters (depth unchanged) */
            continue;
        }
        if (t.kind != T_VAR || depth != 0 || t.end - t.start < 2)
            continue;
        /* only the first variable of a piece is the parameter (a default may name others) */
        bool first = true;
        for (size_t k = piece; k < t.start; k++)
            if (s->text[k] == '$' || s->text[k] == '=')
                first = false;
        if (!first)
            continue;
        if (d->param_count == capacity) {
            size_t grown = capacity ? capacity * 2 : 8;
            d->params = ctx_realloc(s->ctx, d->params, capacity * sizeof *d->params, grown * sizeof *d->params);
            capacity = grown;
        }
        Param *p = &d->params[d->param_count++];
        p->name = dup_range(s->ctx, s->text, t.start + 1, t.end);
        size_t a = piece, b = t.start;
        while (a < b && (isspace((unsigned char)s->text[a]) || s->text[a] == '*'))
            a++;
        while (b > a && (isspace((unsigned char)s->text[b - 1]) || s->text[b - 1] == '*'))
            b--;
        p->type = a < b ? dup_range(s->ctx, s->text, a, b) : NULL;
        if (t.end <= s->place)
            add_var(s, p->name);
    }
}

/* Every class, define, function and type alias of the text, and the variables before the
 * place. */
static void scan_definitions(Scan *s) {
    size_t pos = 0;
    for (;;) {
        Tok t = next_tok(s->text, s->len, &pos);
        if (t.kind == T_END)
            return;
        if (t.kind == T_VAR && t.end <= s->place && t.end - t.start > 1 && t.end < s->len + 1) {
            if (t.end != s->place)   /* not the variable being typed */
                add_var(s, dup_range(s->ctx, s->text, t.start + 1, t.end));
            continue;
        }
        if (t.kind != T_WORD)
            continue;
        bool type_alias = tok_is(s->text, t, "type");
        if (!type_alias && !tok_is(s->text, t, "class") && !tok_is(s->text, t, "define") &&
            !tok_is(s->text, t, "function"))
            continue;
        size_t after = pos;
        Tok name = next_tok(s->text, s->len, &after);
        if (name.kind != T_WORD)
            continue;
        if (!type_alias && !islower((unsigned char)s->text[name.start]))
            continue;
        if (type_alias && !isupper((unsigned char)s->text[name.start]))
            continue;
        Definition *d = add_def(s);
        d->keyword = dup_range(s->ctx, s->text, t.start, t.end);
        d->name = dup_range(s->ctx, s->text, name.start, name.end);
        pos = after;
        Tok next = next_tok(s->text, s->len, &after);
        if (type_alias) {
            if (next.kind == T_PUNCT && s->text[next.start] == '=') {
                size_t end = after;
                while (end < s->len && s->text[end] != '\n')
                    end++;
                size_t a = after;
                while (a < end && isspace((unsigned char)s->text[a]))
                    a++;
                d->text = dup_range(s->ctx, s->text, a, end);
            }
            continue;
        }
        if (next.kind == T_PUNCT && s->text[next.start] == '(') {
            pos = after;
            scan_params(s, d, &pos);
        }
    }
}

static const Definition *find_def(const Scan *s, const char *keyword, const char *name, size_t len) {
    for (size_t i = 0; i < s->def_count; i++) {
        const Definition *d = &s->defs[i];
        if ((!keyword || strcmp(d->keyword, keyword) == 0) && strlen(d->name) == len &&
            strncasecmp(d->name, name, len) == 0)
            return d;
    }
    return NULL;
}

/* --- the place's context ------------------------------------------------------------------- */

typedef enum { C_WORD, C_VARIABLE, C_ATTRIBUTE, C_FACT_KEY, C_NONE } Context;

typedef struct Frame {
    char open;
    Tok before;                   /* the token before the bracket (T_END: none) */
    Tok title;                    /* a '{' resource body's first title string */
    bool body;                    /* a ':' at its level: the attributes of a resource body */
    char last;                    /* the last punctuation at its level, or 0 */
    bool last_is_punct;           /* the last token at its level was punctuation */
} Frame;

typedef struct Place {
    Context context;
    size_t prefix_start;          /* byte offset where the word typed starts */
    Frame frame;                  /* C_ATTRIBUTE: the resource body */
    bool defaults;                /* C_ATTRIBUTE: of resource defaults (`File { mo`), or perhaps
                                   * none (`if $x =~ Integer { no`) */
    const char *fact_path;        /* C_FACT_KEY: the keys before, NUL-separated ... */
    const char **keys;            /* C_FACT_KEY: the keys of $facts[...] before the one typed */
    size_t key_count;
} Place;

#define MAX_FRAMES 256

/* The keys of `$facts['a']['b'][` just before string token str, or false when it is not in
 * such an access. */
static bool facts_access(Scan *s, const Tok *toks, size_t n, Place *place) {
    /* toks[n-1] is '[', before it ['key'] groups, then $facts */
    if (n < 2 || toks[n - 1].kind != T_PUNCT || s->text[toks[n - 1].start] != '[')
        return false;
    size_t i = n - 1;
    size_t groups = 0;
    while (i >= 3 && toks[i - 1].kind == T_PUNCT && s->text[toks[i - 1].start] == ']' &&
           toks[i - 2].kind == T_STRING && toks[i - 3].kind == T_PUNCT && s->text[toks[i - 3].start] == '[') {
        i -= 3;
        groups++;
    }
    if (i < 1 || toks[i - 1].kind != T_VAR || !(tok_is(s->text, toks[i - 1], "$facts") ||
                                                 tok_is(s->text, toks[i - 1], "$::facts")))
        return false;
    place->keys = ctx_alloc(s->ctx, (groups + 1) * sizeof *place->keys);
    place->key_count = groups;
    for (size_t g = 0; g < groups; g++) {
        Tok str = toks[i + 1 + 3 * g];
        place->keys[g] = dup_range(s->ctx, s->text, str.start + 1, str.end - 1);
    }
    return true;
}

#define RECENT 16

static Place find_place(Scan *s) {
    Place place = {C_WORD, s->place, {0}, false, NULL, NULL, 0};
    Frame *frames = ctx_alloc(s->ctx, MAX_FRAMES * sizeof *frames);
    size_t depth = 0;
    frames[0] = (Frame){0};
    Tok recent[RECENT];
    size_t recent_count = 0;
    Tok prev = {T_END, 0, 0, false};
    size_t pos = 0;
    for (;;) {
        Tok t = next_tok(s->text, s->place, &pos);
        if (t.kind == T_END)
            break;
        if (t.kind == T_STRING && t.open) {
            /* the place is inside this string */
            {   /* the scan stops at the place: the place is inside this string */
                Tok window[RECENT];
                size_t n = recent_count < RECENT ? recent_count : RECENT;
                for (size_t k = 0; k < n; k++)
                    window[k] = recent[(recent_count - n + k) % RECENT];
                if (facts_access(s, window, n, &place)) {
                    place.context = C_FACT_KEY;
                    place.prefix_start = t.start + 1;
                } else {
                    place.context = C_NONE;
                }
                return place;
            }
        }
        if (t.end == s->place && (t.kind == T_WORD || t.kind == T_VAR))
            break;   /* the word being typed */
        recent[recent_count++ % RECENT] = t;
        Frame *f = &frames[depth];
        if (t.kind == T_PUNCT) {
            char c = s->text[t.start];
            if ((c == '(' || c == '[' || c == '{') && depth + 1 < MAX_FRAMES) {
                frames[++depth] = (Frame){c, prev, {T_END, 0, 0, false}, false, 0, false};
            } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
                depth--;
            } else {
                if (c == ':' && f->open == '{')
                    f->body = true;
                f->last = c;
            }
            frames[depth].last_is_punct = !(c == ')' || c == ']' || c == '}');
            if (c == ')' || c == ']' || c == '}')
                frames[depth].last = 0;
        } else {
            if (t.kind == T_STRING && f->open == '{' && !f->body && f->title.kind == T_END)
                f->title = t;
            f->last_is_punct = false;
        }
        prev = t;
    }
    /* the word before the place */
    size_t start = name_start(s->text, s->place);
    place.prefix_start = start;
    if (start > 0 && s->text[start - 1] == '$') {
        place.context = C_VARIABLE;
        place.prefix_start = start - 1;
        return place;
    }
    Frame *f = &frames[depth];
    bool at_attribute = f->open == '{' && f->body && (f->last == ':' || f->last == ',' || f->last == ';') &&
                        f->last_is_punct;
    /* resource defaults, `File { mode => '0644', ow`: a capitalized word before the '{' and no
     * title */
    bool defaults = f->open == '{' && !f->body && f->before.kind == T_WORD &&
                    isupper((unsigned char)s->text[f->before.start]) && f->last_is_punct &&
                    (f->last == 0 || f->last == ',');
    if ((at_attribute || defaults) && f->before.kind == T_WORD) {
        place.context = C_ATTRIBUTE;
        place.frame = *f;
        place.defaults = defaults;
    }
    return place;
}

/* --- the answer ---------------------------------------------------------------------------- */

typedef struct Out {
    Ctx *ctx;
    StrBuf sb;
    const char *prefix;
    size_t prefix_len;
    size_t count;
    bool ignore_case;
    const char *facts_text;       /* the facts' JSON text (values are quoted from it) */
} Out;

static bool wanted(const Out *o, const char *label) {
    if (o->count >= MAX_COMPLETION_ITEMS)
        return false;
    return o->ignore_case ? strncasecmp(label, o->prefix, o->prefix_len) == 0
                          : strncmp(label, o->prefix, o->prefix_len) == 0;
}

static void item(Out *o, const char *kind, const char *label, const char *detail, const char *doc) {
    if (!wanted(o, label))
        return;
    if (o->count++)
        strbuf_append_char(&o->sb, ',');
    strbuf_printf(&o->sb, "{\"kind\":\"%s\",\"label\":", kind);
    tools_json_text(&o->sb, label, strlen(label));
    strbuf_append_cstr(&o->sb, ",\"detail\":");
    if (detail)
        tools_json_text(&o->sb, detail, strlen(detail));
    else
        strbuf_append_cstr(&o->sb, "null");
    strbuf_append_cstr(&o->sb, ",\"documentation\":");
    if (doc)
        tools_json_text(&o->sb, doc, strlen(doc));
    else
        strbuf_append_cstr(&o->sb, "null");
    strbuf_append_char(&o->sb, '}');
}

static const char *params_text(Ctx *ctx, const Definition *d) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_char(&sb, '(');
    for (size_t i = 0; i < d->param_count; i++) {
        if (i)
            strbuf_append_cstr(&sb, ", ");
        if (d->params[i].type)
            strbuf_printf(&sb, "%s ", d->params[i].type);
        strbuf_printf(&sb, "$%s", d->params[i].name);
    }
    strbuf_append_char(&sb, ')');
    return strbuf_finish(&sb)->bytes;
}

static void visit_function(const char *module, const char *name, const char *const *params, size_t count,
                           void *data) {
    Out *o = data;
    if (!wanted(o, name))
        return;
    StrBuf doc;
    strbuf_init(&doc, o->ctx);
    /* the signatures first: signature help shows that first paragraph */
    for (size_t i = 0; i < count; i++)
        strbuf_printf(&doc, "%s%s%s", i ? "\n" : "", name, params[i]);
    const char *paragraph = docs_function(name);
    if (paragraph)
        strbuf_printf(&doc, "\n\n%s", paragraph);
    if (module)
        strbuf_printf(&doc, "\n\nA function of the %s module (where it is on the module path).", module);
    const char *detail = count ? ctx_sprintf(o->ctx, "%s%s", name, params[0]) : name;
    item(o, "function", name, detail, strbuf_finish(&doc)->bytes);
}

/* A resource type's item: its name, or capitalized, its reference (module: the module
 * defining it, or NULL). */
static void resource_item(Out *o, const char *kind, const ResourceTypeInfo *t, const char *module, bool capitalized) {
    char *label = ctx_strndup(o->ctx, t->name, strlen(t->name));
    if (capitalized)
        label[0] = (char)toupper((unsigned char)label[0]);
    if (!wanted(o, label))
        return;   /* (the documentation is only made for items offered) */
    const char *detail;
    if (capitalized)
        detail = module ? ctx_sprintf(o->ctx, "resource type reference (module %s)", module) : "resource type reference";
    else if (module)
        detail = ctx_sprintf(o->ctx, "resource type of module %s (title: %s)", module, t->namevar);
    else
        detail = ctx_sprintf(o->ctx, "resource type (title: %s)", t->namevar);
    item(o, kind, label, detail, docs_resource_type(o->ctx, t, module));
}

/* The resource types, built-in then modules', then (with defines) the source's defines. */
static void resource_items(Out *o, const Scan *s, const char *kind, bool capitalized, bool defines) {
    for (const ResourceTypeInfo *t = resource_type_each(NULL); t; t = resource_type_each(t))
        resource_item(o, kind, t, NULL, capitalized);
    const char *module = NULL;
    for (const ResourceTypeInfo *t = resource_type_module_each(NULL, &module); t;
         t = resource_type_module_each(t, &module))
        resource_item(o, kind, t, module, capitalized);
    if (defines)
        for (size_t i = 0; i < s->def_count; i++) {
            const Definition *d = &s->defs[i];
            if (strcmp(d->keyword, "define") == 0)
                item(o, "define", d->name, ctx_sprintf(o->ctx, "define %s%s", d->name, params_text(o->ctx, d)),
                     "Defined in this code.");
        }
}

/* Whether the place is followed by a '{' (after blanks): the word is a resource expression's
 * type, whose items go first. */
static bool before_brace(const Scan *s) {
    size_t i = s->place;
    while (i < s->len && isspace((unsigned char)s->text[i]))
        i++;
    return i < s->len && s->text[i] == '{';
}

static void words(Out *o, const Scan *s) {
    bool resource = before_brace(s);
    if (resource)
        resource_items(o, s, "resource", false, true);
    for (size_t i = 0; KEYWORDS[i]; i++)
        item(o, "keyword", KEYWORDS[i], "keyword", NULL);
    for (size_t i = 0; i < s->def_count; i++) {
        const Definition *d = &s->defs[i];
        if (strcmp(d->keyword, "type") == 0 || (resource && strcmp(d->keyword, "define") == 0))
            continue;
        const char *sig = ctx_sprintf(o->ctx, "%s %s%s", d->keyword, d->name, params_text(o->ctx, d));
        item(o, strcmp(d->keyword, "function") == 0 ? "function" : d->keyword, d->name, sig, "Defined in this code.");
    }
    function_each(visit_function, o);
    if (!resource)
        resource_items(o, s, "resource", false, false);
}

static void types(Out *o, const Scan *s) {
    for (const DataTypeDoc *t = docs_data_type_each(NULL); t; t = docs_data_type_each(t))
        if (wanted(o, t->name))
            item(o, "type", t->name, t->signature, ctx_sprintf(o->ctx, "%s\n\n%s", t->signature, t->paragraph));
    for (size_t i = 0; i < s->def_count; i++) {
        const Definition *d = &s->defs[i];
        if (strcmp(d->keyword, "type") == 0)
            item(o, "type", d->name, d->text ? ctx_sprintf(o->ctx, "type %s = %s", d->name, d->text) : "type alias",
                 "Defined in this code.");
    }
    for (const TypeAliasDoc *a = docs_type_alias_each(NULL); a; a = docs_type_alias_each(a)) {
        if (!wanted(o, a->name) || find_def(s, "type", a->name, strlen(a->name)))
            continue;   /* the source's own alias of that name is the one offered */
        const char *definition = ctx_sprintf(o->ctx, "type %s = %s", a->name, a->definition);
        item(o, "type", a->name, definition,
             ctx_sprintf(o->ctx, "%s%s%s\n\nA type alias of the %s module (where it is on the module path).",
                         definition, *a->paragraph ? "\n\n" : "", a->paragraph, a->module));
    }
    resource_items(o, s, "type", true, false);
}

/* The run's facts as a JSON object, or NULL. */
static const JsonValue *facts_object(Ctx *ctx, const char *facts_json) {
    if (!facts_json)
        return NULL;
    JsonError error = {NULL, 0, 0, 0};
    JsonValue *j = json_parse(&ctx->arena, facts_json, strlen(facts_json), &error);
    if (!j && ctx->arena.exhausted)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    return j && j->kind == JSON_OBJECT ? j : NULL;
}

static const char *json_kind_name(const JsonValue *v) {
    switch (v->kind) {
    case JSON_OBJECT: return "Hash";
    case JSON_ARRAY: return "Array";
    case JSON_STRING: return "String";
    case JSON_NUMBER: return v->as.number.is_integer ? "Integer" : "Float";
    case JSON_BOOL: return "Boolean";
    default: return "Undef";
    }
}

static void fact_members(Out *o, const JsonValue *obj, const char *kind, const char *what) {
    for (size_t i = 0; obj && i < obj->as.object.count; i++) {
        const JsonMember *m = &obj->as.object.members[i];
        const JsonValue *v = m->value;
        const char *doc = NULL;
        if (v->kind == JSON_STRING || v->kind == JSON_NUMBER || v->kind == JSON_BOOL) {
            size_t n = v->length < 80 ? v->length : 80;
            doc = ctx_sprintf(o->ctx, "%s: %.*s", what, (int)n, o->facts_text + v->offset);
        }
        item(o, kind, m->key, json_kind_name(v), doc);
    }
}

static void variables(Out *o, const Scan *s, const JsonValue *facts) {
    for (size_t i = 0; i < s->var_count; i++)
        item(o, "variable", s->vars[i], "variable", NULL);
    for (size_t i = 0; BUILTIN_VARIABLES[i]; i++)
        item(o, "variable", BUILTIN_VARIABLES[i], "built-in variable", NULL);
    fact_members(o, facts, "variable", "fact");
}

/* An attribute's item of type t: whether it is a property, a parameter or the namevar, and the
 * reference's paragraph about it. */
static void attribute_item(Out *o, const ResourceTypeInfo *t, const char *name) {
    if (!wanted(o, name))
        return;
    const char *paragraph = NULL;
    const char *detail = docs_attribute(o->ctx, t, name, &paragraph);
    item(o, "attribute", name, detail, paragraph);
}

/* The attributes at p, or false when its type is none the engine knows of (no items). */
static bool attributes(Out *o, const Scan *s, const Place *p) {
    Tok before = p->frame.before;
    size_t len = before.end - before.start;
    /* a resource default's type is capitalized (`File`); types are looked up in lower case */
    char *type = ctx_strndup(o->ctx, s->text + before.start, len);
    for (size_t i = 0; i < len; i++)
        type[i] = (char)tolower((unsigned char)type[i]);
    const Definition *d = NULL;
    const ResourceTypeInfo *t = NULL;
    if (len == 5 && memcmp(type, "class", 5) == 0) {
        Tok title = p->frame.title;
        if (title.kind == T_STRING && title.end - title.start >= 2)
            d = find_def(s, "class", s->text + title.start + 1, title.end - title.start - 2);
    } else {
        t = resource_type_find(type, len);
        if (!t)
            d = find_def(s, "define", type, len);
        if (!t && !d)
            t = resource_type_module_named(type, len);
    }
    if (t) {
        attribute_item(o, t, t->namevar);
        for (const char *a = t->attributes; *a;) {
            const char *e = strchr(a, ' ');
            size_t n = e ? (size_t)(e - a) : strlen(a);
            attribute_item(o, t, ctx_strndup(o->ctx, a, n));
            a += n;
            while (*a == ' ')
                a++;
        }
    } else if (d) {
        const char *what = ctx_sprintf(o->ctx, "parameter of %s %s", d->keyword, d->name);
        for (size_t i = 0; i < d->param_count; i++)
            item(o, "attribute", d->params[i].name, d->params[i].type ? ctx_sprintf(o->ctx, "%s %s", d->params[i].type, what) : what, NULL);
    } else {
        return false;
    }
    for (size_t i = 0; resource_type_metaparams[i]; i++) {
        const ResourceDoc *m = docs_resource("", resource_type_metaparams[i]);
        item(o, "attribute", resource_type_metaparams[i], "metaparameter", m && *m->paragraph ? m->paragraph : NULL);
    }
    return true;
}

static void fact_keys(Out *o, const Place *p, const JsonValue *facts) {
    const JsonValue *v = facts;
    for (size_t g = 0; v && g < p->key_count; g++) {
        const JsonValue *next = NULL;
        for (size_t i = 0; v->kind == JSON_OBJECT && i < v->as.object.count; i++)
            if (strcmp(v->as.object.members[i].key, p->keys[g]) == 0)
                next = v->as.object.members[i].value;
        v = next;
    }
    if (v && v->kind == JSON_OBJECT)
        fact_members(o, v, "key", "value");
}

/* The byte offset of line:column (column in characters), clamped into the text. */
static size_t offset_of(const char *text, size_t len, uint32_t line, uint32_t column) {
    size_t i = 0;
    for (uint32_t l = 1; l < line && i < len; i++)
        if (text[i] == '\n')
            l++;
    for (uint32_t c = 1; c < column && i < len && text[i] != '\n'; c++)
        i += utf8_char_len(text + i, text + len);
    return i < len ? i : len;
}

static void line_column(const char *text, size_t len, size_t offset, uint32_t *line, uint32_t *column) {
    uint32_t l = 1, c = 1;
    for (size_t i = 0; i < offset;) {
        if (text[i] == '\n') {
            l++;
            c = 1;
            i++;
        } else {
            i += utf8_char_len(text + i, text + len);
            c++;
        }
    }
    *line = l;
    *column = c;
}

const char *complete_at(Ctx *ctx, const char *source, size_t len, uint32_t line, uint32_t column,
                        const char *facts_json) {
    Scan s = {ctx, source, len, offset_of(source, len, line, column), NULL, 0, 0, NULL, 0, 0};
    scan_definitions(&s);
    Place p = find_place(&s);
    Out o = {ctx, {0}, NULL, 0, 0, false, facts_json};
    strbuf_init(&o.sb, ctx);
    size_t word_start = p.prefix_start;
    if (p.context == C_VARIABLE)
        word_start++;   /* the items are names without '$' */
    o.prefix = source + word_start;
    o.prefix_len = s.place > word_start ? s.place - word_start : 0;
    const JsonValue *facts = p.context == C_VARIABLE || p.context == C_FACT_KEY ? facts_object(ctx, facts_json) : NULL;
    switch (p.context) {
    case C_VARIABLE:
        variables(&o, &s, facts);
        break;
    case C_FACT_KEY:
        fact_keys(&o, &p, facts);
        break;
    case C_ATTRIBUTE:
        if (attributes(&o, &s, &p) || !p.defaults)
            break;
        /* a block after a capitalized word that is no resource type's (`Integer {`): words */
        /* fall through */
    case C_WORD:
        if (o.prefix_len && isupper((unsigned char)o.prefix[0]))
            types(&o, &s);
        else
            words(&o, &s);
        break;
    case C_NONE:
        break;
    }
    const Str *items = strbuf_finish(&o.sb);
    uint32_t from_line, from_column;
    line_column(source, len, word_start, &from_line, &from_column);
    StrBuf out;
    strbuf_init(&out, ctx);
    strbuf_append_cstr(&out, "{\"prefix\":");
    tools_json_text(&out, o.prefix, o.prefix_len);
    strbuf_printf(&out, ",\"line\":%u,\"column\":%u,\"items\":[%s]}", from_line, from_column, items->bytes);
    return strbuf_finish(&out)->bytes;
}
