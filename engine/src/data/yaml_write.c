/* yaml_write.c: Psych's dump of Puppet values (yaml_write.h) on libyaml's emitter.
 *
 * Two walks, as Psych's YAMLTree builds a tree before it emits it: the first finds the Arrays
 * and Hashes met more than once and numbers their anchors in the order their first repeat is
 * met (Registrar#id_for), the second gives libyaml the events. libyaml allocates with malloc:
 * its output goes to an arena buffer grown without leaving the run (arena_realloc), and the
 * emitter is deleted before any error or memory exhaustion is reported.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <yaml.h>

#include "data/yaml_value.h"
#include "data/yaml_write.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "text/format.h"
#include "text/sprintf.h"
#include "values/regex.h"

/* The Arrays and Hashes seen, by address: open addressing. id 0: met once; emitted: the
 * second walk has written it. */
typedef struct Seen {
    const void **keys;
    int *ids;
    bool *emitted;
    size_t count, capacity;
} Seen;

typedef struct Dumper {
    Ctx *ctx;
    const YamlDumpOptions *options;
    Seen seen;
    int counter;
    yaml_emitter_t emitter;
    bool emitter_failed;
    const char *error;
    /* the output */
    char *out;
    size_t out_len, out_capacity;
    bool out_of_memory;
    const Regexp *rx_newline, *rx_nonword, *rx_octal;
} Dumper;

static size_t seen_slot(const Seen *s, const void *key) {
    size_t i = ((uintptr_t)key >> 4) * 11400714819323198485ull & (s->capacity - 1);
    while (s->keys[i] && s->keys[i] != key)
        i = (i + 1) & (s->capacity - 1);
    return i;
}

/* The slot of key, added when absent (*added set). */
static size_t seen_put(Ctx *ctx, Seen *s, const void *key, bool *added) {
    if (2 * (s->count + 1) > s->capacity) {
        Seen grown = { .capacity = s->capacity ? s->capacity * 2 : 32 };
        grown.keys = ctx_calloc(ctx, grown.capacity, sizeof *grown.keys);
        grown.ids = ctx_calloc(ctx, grown.capacity, sizeof *grown.ids);
        grown.emitted = ctx_calloc(ctx, grown.capacity, sizeof *grown.emitted);
        for (size_t i = 0; i < s->capacity; i++)
            if (s->keys[i]) {
                size_t j = seen_slot(&grown, s->keys[i]);
                grown.keys[j] = s->keys[i];
                grown.ids[j] = s->ids[i];
                grown.emitted[j] = s->emitted[i];
                grown.count++;
            }
        *s = grown;
    }
    size_t i = seen_slot(s, key);
    *added = !s->keys[i];
    if (*added) {
        s->keys[i] = key;
        s->count++;
    }
    return i;
}

static const void *identity(Value v) {
    if (v.kind == VAL_ARRAY)
        return v.as.array;
    if (v.kind == VAL_HASH)
        return v.as.hash;
    return NULL;
}

/* The first walk: anchors for the collections met again. */
static void number(Dumper *d, Value v) {
    stack_guard();
    ctx_step(d->ctx);
    const void *key = identity(v);
    if (!key)
        return;
    bool added;
    size_t i = seen_put(d->ctx, &d->seen, key, &added);
    if (!added) {
        if (!d->seen.ids[i])
            d->seen.ids[i] = ++d->counter;
        return;
    }
    if (v.kind == VAL_ARRAY) {
        for (size_t k = 0; k < v.as.array->count; k++)
            number(d, v.as.array->items[k]);
    } else {
        for (size_t k = 0; k < v.as.hash->count; k++) {
            number(d, hash_entry_at(v.as.hash, k)->key);
            number(d, hash_entry_at(v.as.hash, k)->value);
        }
    }
}

static int write_handler(void *data, unsigned char *buffer, size_t size) {
    Dumper *d = data;
    if (d->out_len + size + 1 > d->out_capacity) {
        size_t capacity = d->out_capacity ? d->out_capacity : 256;
        while (capacity < d->out_len + size + 1)
            capacity *= 2;
        char *grown = arena_realloc(&d->ctx->arena, d->out, d->out_capacity, capacity);
        if (!grown) {
            d->out_of_memory = true;
            return 0;
        }
        d->out = grown;
        d->out_capacity = capacity;
    }
    memcpy(d->out + d->out_len, buffer, size);
    d->out_len += size;
    return 1;
}

/* Hands libyaml one event; false once the emitter failed (its problem is kept). */
static bool emit(Dumper *d, yaml_event_t *event) {
    if (d->emitter_failed) {
        yaml_event_delete(event);
        return false;
    }
    if (!yaml_emitter_emit(&d->emitter, event)) {
        d->emitter_failed = true;
        if (!d->error)
            d->error = d->emitter.problem ? ctx_sprintf(d->ctx, "%s", d->emitter.problem) : "emitter error";
        return false;
    }
    return true;
}

static bool emit_scalar(Dumper *d, const char *anchor, const char *tag, const char *text, size_t len, bool plain,
                        bool quoted, yaml_scalar_style_t style) {
    yaml_event_t event;
    if (!yaml_scalar_event_initialize(&event, (const yaml_char_t *)anchor, (const yaml_char_t *)tag,
                                      (const yaml_char_t *)text, (int)len, plain, quoted, style)) {
        d->out_of_memory = true;
        return false;
    }
    return emit(d, &event);
}

static bool rx_match(Dumper *d, const Regexp **slot, const char *pattern, const Str *s) {
    if (!*slot) {
        const char *message = NULL;
        *slot = regex_compile(d->ctx, pattern, strlen(pattern), &message);
    }
    size_t ov[2];
    return *slot && regex_search(d->ctx, *slot, s->bytes, s->len, 0, ov, 1) > 0;
}

/* YAMLTree#visit_String. */
static bool dump_string(Dumper *d, const Str *s) {
    yaml_scalar_style_t style = YAML_PLAIN_SCALAR_STYLE;
    const char *tag = NULL;
    bool plain = true, quote = true;
    if (rx_match(d, &d->rx_newline, "\\n(?!\\Z)", s)) {
        style = YAML_LITERAL_SCALAR_STYLE;
    } else if (s->len == 2 && memcmp(s->bytes, "<<", 2) == 0) {
        style = YAML_SINGLE_QUOTED_SCALAR_STYLE;
        tag = "tag:yaml.org,2002:str";
        plain = quote = false;
    } else if (s->len == 1 && (s->bytes[0] == 'y' || s->bytes[0] == 'n')) {
        style = YAML_DOUBLE_QUOTED_SCALAR_STYLE;
    } else if (d->options->folded_width && d->options->line_width >= 0 &&
               str_char_count(s) > (size_t)d->options->line_width) {
        style = YAML_FOLDED_SCALAR_STYLE;
    } else if (rx_match(d, &d->rx_nonword, "^[^[:word:]][^\"]*$", s)) {
        style = YAML_DOUBLE_QUOTED_SCALAR_STYLE;
    } else {
        const char *error = NULL;
        int is_string = yaml_scalar_is_string(d->ctx, s->bytes, s->len, &error);
        if (is_string < 0) {
            if (!d->error)
                d->error = error;
            return false;
        }
        if (!is_string || rx_match(d, &d->rx_octal, "\\A0[0-7]*[89]", s))
            style = YAML_SINGLE_QUOTED_SCALAR_STYLE;
    }
    return emit_scalar(d, NULL, tag, s->bytes, s->len, plain, quote, style);
}

/* Regexp#inspect of a Puppet regexp (no options): /source/ with unescaped slashes escaped. */
static const Str *regexp_inspect(Ctx *ctx, const Regexp *r) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_char(&sb, '/');
    const Str *p = r->pattern;
    for (size_t i = 0; i < p->len; i++) {
        if (p->bytes[i] == '\\' && i + 1 < p->len) {
            strbuf_append(&sb, p->bytes + i, 2);
            i++;
        } else if (p->bytes[i] == '/') {
            strbuf_append_cstr(&sb, "\\/");
        } else {
            strbuf_append_char(&sb, p->bytes[i]);
        }
    }
    strbuf_append_char(&sb, '/');
    return strbuf_finish(&sb);
}

static bool dump(Dumper *d, Value v);

static bool dump_collection(Dumper *d, Value v) {
    bool added;
    size_t slot = seen_put(d->ctx, &d->seen, identity(v), &added);
    char anchor[24];
    const char *anchor_text = NULL;
    int id = d->seen.ids[slot];
    bool again = d->seen.emitted[slot];
    d->seen.emitted[slot] = true;
    if (id) {
        snprintf(anchor, sizeof anchor, "%d", id);
        if (again) {
            yaml_event_t event;
            if (!yaml_alias_event_initialize(&event, (const yaml_char_t *)anchor)) {
                d->out_of_memory = true;
                return false;
            }
            return emit(d, &event);
        }
        anchor_text = anchor;
    }
    yaml_event_t event;
    if (v.kind == VAL_ARRAY) {
        if (!yaml_sequence_start_event_initialize(&event, (const yaml_char_t *)anchor_text, NULL, 1,
                                                  YAML_BLOCK_SEQUENCE_STYLE)) {
            d->out_of_memory = true;
            return false;
        }
        if (!emit(d, &event))
            return false;
        for (size_t i = 0; i < v.as.array->count; i++)
            if (!dump(d, v.as.array->items[i]))
                return false;
        if (!yaml_sequence_end_event_initialize(&event)) {
            d->out_of_memory = true;
            return false;
        }
        return emit(d, &event);
    }
    if (!yaml_mapping_start_event_initialize(&event, (const yaml_char_t *)anchor_text, NULL, 1,
                                             YAML_BLOCK_MAPPING_STYLE)) {
        d->out_of_memory = true;
        return false;
    }
    if (!emit(d, &event))
        return false;
    for (size_t i = 0; i < v.as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(v.as.hash, i);
        if (!dump(d, e->key) || !dump(d, e->value))
            return false;
    }
    if (!yaml_mapping_end_event_initialize(&event)) {
        d->out_of_memory = true;
        return false;
    }
    return emit(d, &event);
}

static bool dump(Dumper *d, Value v) {
    stack_guard();
    ctx_step(d->ctx);
    switch (v.kind) {
    case VAL_ARRAY:
    case VAL_HASH:
        return dump_collection(d, v);
    case VAL_STRING:
        return dump_string(d, v.as.string);
    case VAL_UNDEF:
        return emit_scalar(d, NULL, "tag:yaml.org,2002:null", "", 0, true, false, YAML_ANY_SCALAR_STYLE);
    case VAL_BOOLEAN:
        return emit_scalar(d, NULL, NULL, v.as.boolean ? "true" : "false", v.as.boolean ? 4 : 5, true, false,
                           YAML_ANY_SCALAR_STYLE);
    case VAL_INTEGER: {
        char text[32];
        int n = snprintf(text, sizeof text, "%lld", (long long)v.as.integer);
        return emit_scalar(d, NULL, NULL, text, (size_t)n, true, false, YAML_ANY_SCALAR_STYLE);
    }
    case VAL_FLOAT: {
        char text[32];
        double f = v.as.floating;
        if (isnan(f))
            strcpy(text, ".nan");
        else if (isinf(f))
            strcpy(text, f > 0 ? ".inf" : "-.inf");
        else
            format_float(text, sizeof text, f);
        return emit_scalar(d, NULL, NULL, text, strlen(text), true, false, YAML_ANY_SCALAR_STYLE);
    }
    case VAL_DEFAULT:
        return emit_scalar(d, NULL, NULL, ":default", 8, true, false, YAML_ANY_SCALAR_STYLE);
    case VAL_REGEXP: {
        const Str *text = regexp_inspect(d->ctx, v.as.regexp);
        return emit_scalar(d, NULL, "!ruby/regexp", text->bytes, text->len, false, false, YAML_ANY_SCALAR_STYLE);
    }
    default: {
        /* a Ruby object with instance variables in the reference: its to_s here */
        StrBuf sb;
        strbuf_init(&sb, d->ctx);
        sprintf_to_s(&sb, v);
        return dump_string(d, strbuf_finish(&sb));
    }
    }
}

static bool emit_frame(Dumper *d, Value v) {
    yaml_event_t event;
    if (!yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING) || !emit(d, &event))
        return false;
    yaml_version_directive_t version = { d->options->version_major, d->options->version_minor };
    if (!yaml_document_start_event_initialize(&event, d->options->version_major > 0 ? &version : NULL, NULL, NULL,
                                              0) ||
        !emit(d, &event))
        return false;
    if (!dump(d, v))
        return false;
    if (!yaml_document_end_event_initialize(&event, 1) || !emit(d, &event))
        return false;
    if (!yaml_stream_end_event_initialize(&event) || !emit(d, &event))
        return false;
    return true;
}

const Str *yaml_dump(Ctx *ctx, Value v, const YamlDumpOptions *options, const char **error) {
    Dumper *d = ctx_calloc(ctx, 1, sizeof *d);
    d->ctx = ctx;
    d->options = options;
    *error = NULL;
    number(d, v);
    if (!yaml_emitter_initialize(&d->emitter))
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    yaml_emitter_set_unicode(&d->emitter, 1);
    yaml_emitter_set_indent(&d->emitter, 2);
    if (options->emitter_options) {
        yaml_emitter_set_width(&d->emitter, options->line_width);
        yaml_emitter_set_indent(&d->emitter, options->indentation);
        yaml_emitter_set_canonical(&d->emitter, options->canonical);
    }
    yaml_emitter_set_output(&d->emitter, write_handler, d);
    bool ok = emit_frame(d, v);
    yaml_emitter_delete(&d->emitter);
    if (d->out_of_memory)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    if (!ok) {
        *error = d->error ? d->error : "emitter error";
        return NULL;
    }
    return str_new(ctx, d->out ? d->out : "", d->out_len);
}
