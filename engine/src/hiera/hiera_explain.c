/* hiera_explain.c: the explanation of a lookup (lib/puppet/pops/lookup/explainer.rb).
 *
 * The search pushes a node for each thing it enters (a key searched, a data provider, a
 * location, a merge, an interpolation, a sub-key) and records on the current node what happened
 * there (found, not found, merged result). The finished tree is written as the reference's
 * ExplainNode#dump_on writes it (`puppet lookup --explain`: the values as Ruby's inspect shows
 * them, indented by two blanks per level) and as the JSON of its #to_hash (`--render-as json`),
 * which the API returns as the structured record of a lookup.
 */
#include <math.h>
#include <string.h>

#include "hiera/hiera_internal.h"
#include "support/utf8.h"
#include "text/format.h"

typedef enum HxEvent {
    HX_EVENT_NONE,
    HX_EVENT_FOUND,
    HX_EVENT_FOUND_IN_OVERRIDES,
    HX_EVENT_FOUND_IN_DEFAULTS,
    HX_EVENT_RESULT,
    HX_EVENT_NOT_FOUND,
    HX_EVENT_LOCATION_NOT_FOUND,
    HX_EVENT_MODULE_NOT_FOUND,
    HX_EVENT_MODULE_PROVIDER_NOT_FOUND,
} HxEvent;

typedef struct HxNode HxNode;
struct HxNode {
    HieraExplainKind kind;
    HxNode *parent;
    HxNode **branches;
    size_t count, capacity;
    HxEvent event;
    const char *key;          /* NULL: none */
    Value value;
    const char **texts;
    size_t text_count, text_capacity;
    /* what the kind carries */
    const char *name;         /* TOP: the key; MODULE, SCOPE: the name; INTERPOLATE: the expression;
                                 MERGE_SOURCE: the source; GLOBAL: the terminus; INVALID_KEY: the key */
    bool meta;                /* TOP: lookup_options (:meta) rather than data */
    HieraExplainProvider provider;
    HieraLocation location;
    HieraMerge merge;
    const Value *segments;
    size_t segment_count;
};

struct HieraExplainer {
    HxNode root;
    HxNode *current;
};

HieraExplainer *hiera_explainer_new(Ctx *ctx) {
    HieraExplainer *x = ctx_calloc(ctx, 1, sizeof *x);
    x->root.kind = HX_ROOT;
    x->current = &x->root;
    return x;
}

static void add_branch(Ctx *ctx, HxNode *parent, HxNode *node) {
    if (parent->count == parent->capacity) {
        size_t capacity = parent->capacity ? parent->capacity * 2 : 4;
        parent->branches = ctx_realloc(ctx, parent->branches, parent->capacity * sizeof *parent->branches,
                                       capacity * sizeof *parent->branches);
        parent->capacity = capacity;
    }
    parent->branches[parent->count++] = node;
}

void hiera_explain_push(Ctx *ctx, HieraInvocation *inv, HieraExplainKind kind, const void *payload) {
    HieraExplainer *x = inv->explainer;
    if (!x)
        return;
    HxNode *node = ctx_calloc(ctx, 1, sizeof *node);
    node->kind = kind;
    node->parent = x->current;
    switch (kind) {
    case HX_TOP:
    case HX_INVALID_KEY:
    case HX_MODULE:
    case HX_INTERPOLATE:
    case HX_GLOBAL:
    case HX_SCOPE:
    case HX_MERGE_SOURCE:
        node->name = payload;
        if (kind == HX_TOP)
            node->key = payload;
        if (kind == HX_INVALID_KEY)
            node->key = payload;
        break;
    case HX_DATA_PROVIDER:
        node->provider = *(const HieraExplainProvider *)payload;
        break;
    case HX_LOCATION:
        node->location = *(const HieraLocation *)payload;
        break;
    case HX_MERGE:
        node->merge = *(const HieraMerge *)payload;
        break;
    case HX_SUB_LOOKUP: {
        const Array *segments = payload;
        node->segments = segments->items;
        node->segment_count = segments->count;
        break;
    }
    case HX_SEGMENT:
    case HX_ROOT:
        break;
    }
    add_branch(ctx, x->current, node);
    x->current = node;
}

/* :meta pushes (the search of lookup_options) are TOP nodes too; hiera_lookup.c marks them. */
void hiera_explain_pop(HieraInvocation *inv) {
    HieraExplainer *x = inv->explainer;
    if (x && x->current->parent)
        x->current = x->current->parent;
}

static void event(HieraInvocation *inv, HxEvent e, const char *key, Value value) {
    if (!inv->explainer)
        return;
    HxNode *n = inv->explainer->current;
    n->event = e;
    if (key)
        n->key = key;
    n->value = value;
}

void hiera_explain_found(HieraInvocation *inv, const char *key, Value value) {
    event(inv, HX_EVENT_FOUND, key, value);
}

void hiera_explain_found_in_overrides(HieraInvocation *inv, const char *key, Value value) {
    event(inv, HX_EVENT_FOUND_IN_OVERRIDES, key, value);
}

void hiera_explain_found_in_defaults(HieraInvocation *inv, const char *key, Value value) {
    event(inv, HX_EVENT_FOUND_IN_DEFAULTS, key, value);
}

void hiera_explain_not_found(HieraInvocation *inv, const char *key) {
    event(inv, HX_EVENT_NOT_FOUND, key, value_undef());
}

void hiera_explain_result(HieraInvocation *inv, Value value) {
    if (inv->explainer) {
        inv->explainer->current->event = HX_EVENT_RESULT;
        inv->explainer->current->value = value;
    }
}

void hiera_explain_location_not_found(HieraInvocation *inv) {
    if (inv->explainer)
        inv->explainer->current->event = HX_EVENT_LOCATION_NOT_FOUND;
}

void hiera_explain_module_not_found(Ctx *ctx, HieraInvocation *inv, const char *module_name, bool provider) {
    if (!inv->explainer)
        return;
    hiera_explain_push(ctx, inv, HX_MODULE, module_name);
    inv->explainer->current->event = provider ? HX_EVENT_MODULE_PROVIDER_NOT_FOUND : HX_EVENT_MODULE_NOT_FOUND;
    hiera_explain_pop(inv);
}

void hiera_explain_merge_source(Ctx *ctx, HieraInvocation *inv, const char *source) {
    if (!inv->explainer)
        return;
    HxNode *node = ctx_calloc(ctx, 1, sizeof *node);
    node->kind = HX_MERGE_SOURCE;
    node->name = source;
    node->parent = inv->explainer->current;
    add_branch(ctx, inv->explainer->current, node);
}

void hiera_explain_text(Ctx *ctx, HieraInvocation *inv, const char *text) {
    if (!inv->explainer)
        return;
    HxNode *n = inv->explainer->current;
    if (n->text_count == n->text_capacity) {
        size_t capacity = n->text_capacity ? n->text_capacity * 2 : 2;
        n->texts = ctx_realloc(ctx, n->texts, n->text_capacity * sizeof *n->texts, capacity * sizeof *n->texts);
        n->text_capacity = capacity;
    }
    n->texts[n->text_count++] = text;
}

/* --- text --------------------------------------------------------------------------------- */

/* Ruby's inspect of a scalar value (what `io << value.inspect` writes). */
static void ruby_inspect(StrBuf *sb, Value v) {
    switch (v.kind) {
    case VAL_UNDEF:
        strbuf_append(sb, "nil", 3);
        return;
    case VAL_STRING:
        utf8_inspect(sb, v.as.string->bytes, v.as.string->len);
        return;
    case VAL_FLOAT:
        if (isnan(v.as.floating)) {
            strbuf_append(sb, "NaN", 3);
            return;
        }
        if (isinf(v.as.floating)) {
            strbuf_printf(sb, "%sInfinity", v.as.floating < 0 ? "-" : "");
            return;
        }
        break;
    default:
        break;
    }
    format_append_to_string(sb, v);
}

/* Ruby's inspect of a value: strings quoted, nil, arrays and hashes as Ruby 3.1 writes them. */
static void ruby_inspect_deep(StrBuf *sb, Value v) {
    stack_guard();
    if (v.kind == VAL_ARRAY) {
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append(sb, ", ", 2);
            ruby_inspect_deep(sb, v.as.array->items[i]);
        }
        strbuf_append_char(sb, ']');
    } else if (v.kind == VAL_HASH) {
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            if (i)
                strbuf_append(sb, ", ", 2);
            ruby_inspect_deep(sb, v.as.hash->entries[i].key);
            strbuf_append(sb, "=>", 2);
            ruby_inspect_deep(sb, v.as.hash->entries[i].value);
        }
        strbuf_append_char(sb, '}');
    } else {
        ruby_inspect(sb, v);
    }
}

void hiera_ruby_to_s(StrBuf *sb, Value v) {
    if (v.kind == VAL_ARRAY || v.kind == VAL_HASH)
        ruby_inspect_deep(sb, v);
    else if (v.kind == VAL_FLOAT && (isnan(v.as.floating) || isinf(v.as.floating)))
        ruby_inspect(sb, v);
    else if (v.kind != VAL_UNDEF)
        format_append_to_string(sb, v);
}

static const char *indent_more(Ctx *ctx, const char *indent) {
    return ctx_sprintf(ctx, "%s  ", indent);
}

static void dump_value(Ctx *ctx, StrBuf *sb, const char *indent, Value v) {
    stack_guard();
    const char *inner;
    if (v.kind == VAL_HASH) {
        strbuf_append(sb, "{", 1);
        const Hash *h = v.as.hash;
        if (h->count) {
            inner = indent_more(ctx, indent);
            for (size_t i = 0; i < h->count; i++) {
                strbuf_printf(sb, "%s%s", i ? ",\n" : "\n", inner);
                dump_value(ctx, sb, inner, h->entries[i].key);
                strbuf_append(sb, " => ", 4);
                dump_value(ctx, sb, inner, h->entries[i].value);
            }
            strbuf_printf(sb, "\n%s", indent);
        }
        strbuf_append(sb, "}", 1);
    } else if (v.kind == VAL_ARRAY) {
        strbuf_append(sb, "[", 1);
        const Array *a = v.as.array;
        if (a->count) {
            inner = indent_more(ctx, indent);
            for (size_t i = 0; i < a->count; i++) {
                strbuf_printf(sb, "%s%s", i ? ",\n" : "\n", inner);
                dump_value(ctx, sb, inner, a->items[i]);
            }
            strbuf_printf(sb, "\n%s", indent);
        }
        strbuf_append(sb, "]", 1);
    } else {
        ruby_inspect(sb, v);
    }
}

static const char *provider_name(Ctx *ctx, const HieraExplainProvider *p) {
    if (p->level)
        return ctx_sprintf(ctx, "Hierarchy entry \"%s\"", p->level->name);
    return hiera_layer_name(ctx, p->layer);
}

/* ConfiguredDataProvider#config_path: the loaded configuration's file (none for a default one). */
static const char *provider_config_path(const HieraExplainProvider *p) {
    if (p->level || !p->layer->config)
        return NULL;
    return p->layer->config->path;
}

static void dump_texts(StrBuf *sb, const HxNode *n, const char *indent) {
    for (size_t i = 0; i < n->text_count; i++)
        strbuf_printf(sb, "%s%s\n", indent, n->texts[i]);
}

static void dump_outcome(Ctx *ctx, StrBuf *sb, const HxNode *n, const char *indent) {
    switch (n->event) {
    case HX_EVENT_NOT_FOUND:
        strbuf_printf(sb, "%sNo such key: \"%s\"\n", indent, n->key ? n->key : "");
        break;
    case HX_EVENT_FOUND:
    case HX_EVENT_FOUND_IN_OVERRIDES:
    case HX_EVENT_FOUND_IN_DEFAULTS:
        strbuf_printf(sb, "%sFound key: \"%s\" value: ", indent, n->key ? n->key : "");
        dump_value(ctx, sb, indent, n->value);
        if (n->event == HX_EVENT_FOUND_IN_OVERRIDES)
            strbuf_printf(sb, " in overrides");
        if (n->event == HX_EVENT_FOUND_IN_DEFAULTS)
            strbuf_printf(sb, " in defaults");
        strbuf_append(sb, "\n", 1);
        break;
    default:
        break;
    }
    dump_texts(sb, n, indent);
}

/* The options of a merge node without 'strategy' (ExplainMerge#options_wo_strategy). */
static const Hash *merge_options(Ctx *ctx, const HieraMerge *m) {
    if (!m->options)
        return NULL;
    Hash *h = hash_without(ctx, m->options, value_cstring(ctx, "strategy"));
    return h->count ? h : NULL;
}

static void segment_text(StrBuf *sb, const HxNode *n) {
    for (size_t i = 0; i < n->segment_count; i++) {
        if (i)
            strbuf_append(sb, ".", 1);
        format_append_to_string(sb, n->segments[i]);
    }
}

static void dump_node(Ctx *ctx, StrBuf *sb, const HxNode *n, const char *indent, const char *first) {
    stack_guard();
    const char *inner = indent_more(ctx, indent);
    switch (n->kind) {
    case HX_ROOT:
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], indent, first);
        dump_texts(sb, n, indent);
        return;
    case HX_TOP:
        strbuf_printf(sb, "%sSearching for \"%s\"\n", first, n->name);
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        return;
    case HX_INVALID_KEY:
        strbuf_printf(sb, "%sInvalid key \"%s\"\n", first, n->name);
        return;
    case HX_MERGE_SOURCE:
        strbuf_printf(sb, "%sUsing merge options from \"%s\" hash\n", first, n->name);
        return;
    case HX_MODULE:
        if (n->event == HX_EVENT_MODULE_NOT_FOUND)
            strbuf_printf(sb, "%sModule \"%s\" not found\n", indent, n->name);
        else if (n->event == HX_EVENT_MODULE_PROVIDER_NOT_FOUND)
            strbuf_printf(sb, "%sModule data provider for module \"%s\" not found\n", indent, n->name);
        return;
    case HX_INTERPOLATE:
        strbuf_printf(sb, "%sInterpolation on \"%s\"\n", first, n->name);
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        return;
    case HX_MERGE: {
        if (n->count == 0)
            return;
        if (n->count == 1) {
            dump_node(ctx, sb, n->branches[0], indent, first);
            return;
        }
        strbuf_printf(sb, "%sMerge strategy %s\n", first, hiera_merge_name(n->merge.kind));
        const Hash *options = merge_options(ctx, &n->merge);
        if (options) {
            strbuf_printf(sb, "%sOptions: ", inner);
            dump_value(ctx, sb, inner, value_from_hash(options));
            strbuf_append(sb, "\n", 1);
        }
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        if (n->event == HX_EVENT_RESULT) {
            strbuf_printf(sb, "%sMerged result: ", inner);
            dump_value(ctx, sb, inner, n->value);
            strbuf_append(sb, "\n", 1);
        }
        return;
    }
    case HX_GLOBAL:
        strbuf_printf(sb, "%sData Binding \"%s\"\n", first, n->name);
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        dump_outcome(ctx, sb, n, inner);
        return;
    case HX_DATA_PROVIDER:
        strbuf_printf(sb, "%s%s\n", first, provider_name(ctx, &n->provider));
        if (provider_config_path(&n->provider))
            strbuf_printf(sb, "%sUsing configuration \"%s\"\n", inner, provider_config_path(&n->provider));
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        dump_outcome(ctx, sb, n, inner);
        return;
    case HX_LOCATION: {
        const char *type = n->location.is_uri ? "URI" : "Path";
        strbuf_printf(sb, "%s%s \"%s\"\n", indent, type, n->location.location);
        strbuf_printf(sb, "%sOriginal %s: \"%s\"\n", inner, n->location.is_uri ? "uri" : "path", n->location.original);
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        if (n->event == HX_EVENT_LOCATION_NOT_FOUND)
            strbuf_printf(sb, "%s%s not found\n", inner, type);
        dump_outcome(ctx, sb, n, inner);
        return;
    }
    case HX_SUB_LOOKUP:
        strbuf_printf(sb, "%sSub key: \"", indent);
        segment_text(sb, n);
        strbuf_append(sb, "\"\n", 2);
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        dump_outcome(ctx, sb, n, inner);
        return;
    case HX_SEGMENT:
        dump_outcome(ctx, sb, n, indent);
        return;
    case HX_SCOPE:
        strbuf_printf(sb, "%s%s\n", indent, n->name);
        for (size_t i = 0; i < n->count; i++)
            dump_node(ctx, sb, n->branches[i], inner, inner);
        dump_outcome(ctx, sb, n, inner);
        return;
    }
}

const char *hiera_explainer_text(Ctx *ctx, const HieraExplainer *x) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    dump_node(ctx, &sb, &x->root, "", "");
    return strbuf_finish(&sb)->bytes;
}

/* --- JSON (to_hash) ----------------------------------------------------------------------- */

/* A JSON text built in the run's arena: sep says whether a comma comes before the next item. */
typedef struct Json {
    Ctx *ctx;
    StrBuf sb;
    bool sep;
} Json;

static void j_raw(Json *j, const char *text) {
    strbuf_append_cstr(&j->sb, text);
}

static void j_item(Json *j) {
    if (j->sep)
        strbuf_append_char(&j->sb, ',');
    j->sep = true;
}

static void j_string_n(Json *j, const char *s, size_t len) {
    strbuf_append_char(&j->sb, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            strbuf_append_char(&j->sb, '\\');
            strbuf_append_char(&j->sb, (char)c);
        } else if (c == '\n') {
            j_raw(j, "\\n");
        } else if (c == '\t') {
            j_raw(j, "\\t");
        } else if (c == '\r') {
            j_raw(j, "\\r");
        } else if (c < 0x20) {
            strbuf_printf(&j->sb, "\\u%04x", c);
        } else {
            strbuf_append_char(&j->sb, (char)c);
        }
    }
    strbuf_append_char(&j->sb, '"');
}

static void j_string(Json *j, const char *s) {
    j_item(j);
    j_string_n(j, s, strlen(s));
}

static void j_key(Json *j, const char *key) {
    j_item(j);
    j_string_n(j, key, strlen(key));
    strbuf_append_char(&j->sb, ':');
    j->sep = false;
}

static void j_open(Json *j, const char *bracket) {
    j_item(j);
    j_raw(j, bracket);
    j->sep = false;
}

static void j_close(Json *j, const char *bracket) {
    j_raw(j, bracket);
    j->sep = true;
}

static void json_value(Json *j, Value v) {
    stack_guard();
    switch (v.kind) {
    case VAL_UNDEF:
        j_item(j);
        j_raw(j, "null");
        return;
    case VAL_BOOLEAN:
        j_item(j);
        j_raw(j, v.as.boolean ? "true" : "false");
        return;
    case VAL_INTEGER:
    case VAL_FLOAT:
        j_item(j);
        if (v.kind == VAL_FLOAT && !isfinite(v.as.floating))
            j_raw(j, "null");
        else
            format_append_to_string(&j->sb, v);
        return;
    case VAL_STRING:
        j_item(j);
        j_string_n(j, v.as.string->bytes, v.as.string->len);
        return;
    case VAL_ARRAY:
        j_open(j, "[");
        for (size_t i = 0; i < v.as.array->count; i++)
            json_value(j, v.as.array->items[i]);
        j_close(j, "]");
        return;
    case VAL_HASH:
        j_open(j, "{");
        for (size_t i = 0; i < v.as.hash->count; i++) {
            Value k = v.as.hash->entries[i].key;
            j_key(j, k.kind == VAL_STRING ? k.as.string->bytes : format_to_string(j->ctx, k)->bytes);
            json_value(j, v.as.hash->entries[i].value);
        }
        j_close(j, "}");
        return;
    default:
        j_string(j, format_to_string(j->ctx, v)->bytes);
        return;
    }
}

static const char *event_name(HxEvent e) {
    switch (e) {
    case HX_EVENT_NONE: return NULL;
    case HX_EVENT_FOUND: return "found";
    case HX_EVENT_FOUND_IN_OVERRIDES: return "found_in_overrides";
    case HX_EVENT_FOUND_IN_DEFAULTS: return "found_in_defaults";
    case HX_EVENT_RESULT: return "result";
    case HX_EVENT_NOT_FOUND: return "not_found";
    case HX_EVENT_LOCATION_NOT_FOUND: return "location_not_found";
    case HX_EVENT_MODULE_NOT_FOUND: return "module_not_found";
    case HX_EVENT_MODULE_PROVIDER_NOT_FOUND: return "module_provider_not_found";
    }
    return NULL;
}

/* The type ExplainTreeNode#to_hash writes (ExplainTop keeps its superclass's :root). */
static const char *node_type(const HxNode *n) {
    switch (n->kind) {
    case HX_ROOT:
    case HX_TOP: return "root";
    case HX_INVALID_KEY: return "invalid_key";
    case HX_MERGE_SOURCE: return "merge_source";
    case HX_MODULE: return "module";
    case HX_INTERPOLATE: return "interpolate";
    case HX_MERGE: return "merge";
    case HX_GLOBAL: return "global";
    case HX_DATA_PROVIDER: return "data_provider";
    case HX_LOCATION: return n->location.is_uri ? "uri" : "path";
    case HX_SUB_LOOKUP: return "sub_key";
    case HX_SEGMENT: return "segment";
    case HX_SCOPE: return "scope";
    }
    return "root";
}

static void json_node(Json *j, const HxNode *n) {
    stack_guard();
    if ((n->kind == HX_MERGE || n->kind == HX_ROOT) && n->count == 1) {
        json_node(j, n->branches[0]);
        return;
    }
    j_open(j, "{");
    if (n->kind == HX_MERGE_SOURCE) {
        j_key(j, "type");
        j_string(j, "merge_source");
        j_key(j, "merge_source");
        j_string(j, n->name);
        j_close(j, "}");
        return;
    }
    if (n->count) {
        j_key(j, "branches");
        j_open(j, "[");
        for (size_t i = 0; i < n->count; i++)
            json_node(j, n->branches[i]);
        j_close(j, "]");
    }
    if (n->kind == HX_ROOT) {
        j_close(j, "}");
        return;
    }
    if (n->key) {
        j_key(j, "key");
        j_string(j, n->key);
    }
    if (n->event == HX_EVENT_FOUND || n->event == HX_EVENT_FOUND_IN_OVERRIDES || n->event == HX_EVENT_FOUND_IN_DEFAULTS ||
        n->event == HX_EVENT_RESULT) {
        j_key(j, "value");
        json_value(j, n->value);
    }
    if (event_name(n->event)) {
        j_key(j, "event");
        j_string(j, event_name(n->event));
    }
    if (n->text_count) {
        j_key(j, "texts");
        j_open(j, "[");
        for (size_t i = 0; i < n->text_count; i++)
            j_string(j, n->texts[i]);
        j_close(j, "]");
    }
    j_key(j, "type");
    j_string(j, node_type(n));
    switch (n->kind) {
    case HX_INTERPOLATE:
        j_key(j, "expression");
        j_string(j, n->name);
        break;
    case HX_MERGE: {
        j_key(j, "merge");
        j_string(j, hiera_merge_name(n->merge.kind));
        const Hash *options = merge_options(j->ctx, &n->merge);
        if (options) {
            j_key(j, "options");
            json_value(j, value_from_hash(options));
        }
        break;
    }
    case HX_GLOBAL:
    case HX_SCOPE:
        j_key(j, "name");
        j_string(j, n->name);
        break;
    case HX_DATA_PROVIDER:
        j_key(j, "name");
        j_string(j, provider_name(j->ctx, &n->provider));
        if (provider_config_path(&n->provider)) {
            j_key(j, "configuration_path");
            j_string(j, provider_config_path(&n->provider));
        }
        if (n->provider.layer && n->provider.layer->place == HIERA_PLACE_MODULE) {
            j_key(j, "module");
            j_string(j, n->provider.layer->module_name);
        }
        break;
    case HX_LOCATION:
        j_key(j, n->location.is_uri ? "original_uri" : "original_path");
        j_string(j, n->location.original);
        j_key(j, n->location.is_uri ? "uri" : "path");
        j_string(j, n->location.location);
        break;
    default:
        break;
    }
    j_close(j, "}");
}

const char *hiera_explainer_json(Ctx *ctx, const HieraExplainer *x) {
    Json j = { .ctx = ctx };
    strbuf_init(&j.sb, ctx);
    json_node(&j, &x->root);
    return strbuf_finish(&j.sb)->bytes;
}
