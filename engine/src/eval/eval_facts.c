/* eval_facts.c: the top scope's node data as `puppet apply` sets it: $facts and each fact as a
 * top-scope variable (from options->facts_json or facts_yaml; the local facts clientcert,
 * clientversion and clientnoop added), $trusted, $name and $title.
 *
 * The facts' JSON is parsed once per text for the whole process (in wasm, the instance): a
 * preset fact set is the same ~10 KB every call, and parsing it was a good part of a small
 * call's time. The parsed values live in memory of their own, outside every run's arena, and
 * are never changed: a run copies their top level (which it extends) and shares the rest, which
 * nothing writes (templates get the facts frozen, erb/rb_identity.c).
 *
 * What this file does not do: read facts from a file (the CLI), or the preset fact sets
 * themselves (env/env_facts.h).
 */
#include "eval/eval.h"

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "data/json.h"
#include "data/yaml_value.h"
#include "eval/eval_internal.h"
#include "support/limits.h"

/* A JSON value of the facts as a Puppet value: integers that fit 64 bits stay Integers. */
static Value json_to_value(Ctx *ctx, const JsonValue *j, const char *text) {
    switch (j->kind) {
    case JSON_NULL:
        return value_undef();
    case JSON_BOOL:
        return value_boolean(j->as.boolean);
    case JSON_NUMBER:
        if (j->as.number.is_integer) {
            char *end;
            errno = 0;
            long long n = strtoll(text + j->offset, &end, 10);
            if (errno == 0 && end == text + j->offset + j->length)
                return value_integer(n);
        }
        return value_float(j->as.number.value);
    case JSON_STRING:
        return value_string(ctx, j->as.string.bytes, j->as.string.len);
    case JSON_ARRAY: {
        Array *a = array_new(ctx, j->as.array.count);
        for (size_t i = 0; i < j->as.array.count; i++)
            a->items[i] = json_to_value(ctx, j->as.array.items[i], text);
        return value_from_array(a);
    }
    case JSON_OBJECT: {
        Hash *h = hash_new(ctx, j->as.object.count);
        for (size_t i = 0; i < j->as.object.count; i++) {
            const JsonMember *m = &j->as.object.members[i];
            hash_put(ctx, h, value_string(ctx, m->key, m->key_len), json_to_value(ctx, m->value, text));
        }
        return value_from_hash(h);
    }
    }
    return value_undef();
}

/* --- the parsed facts kept for the process -------------------------------------------------- */

typedef struct KeptFacts {
    char *text;               /* the JSON text, malloc'ed; NULL: the slot is free */
    size_t len;
    Ctx *owner;               /* malloc'ed: the arena the values live in */
    const Hash *facts;
    uint64_t used;            /* when it was last asked for */
} KeptFacts;

static KeptFacts kept[FACTS_KEPT];
static uint64_t kept_clock;

static void forget(KeptFacts *k) {
    free(k->text);
    if (k->owner) {
        arena_free(&k->owner->arena);
        free(k->owner);
    }
    memset(k, 0, sizeof *k);
}

/* The conversion of a parsed JSON object into owner's arena; NULL when memory ran out (owner's
 * arena has no cap: only malloc can refuse). */
static const Hash *convert(Ctx *owner, const JsonValue *j, const char *text) {
    jmp_buf exit;
    owner->exit = &exit;
    const Hash *volatile facts = NULL;
    if (setjmp(exit) == 0)
        facts = json_to_value(owner, j, text).as.hash;
    owner->exit = NULL;
    return facts;
}

/* Parses text into an arena of its own. NULL when it is no JSON object (the run then parses
 * it itself, to report the error) or memory ran out. */
static Ctx *parse_kept(const char *text, size_t len, const Hash **out) {
    Ctx *owner = calloc(1, sizeof *owner);
    if (!owner)
        return NULL;
    arena_init(&owner->arena, 0);
    Arena scratch;   /* the JSON tree, dropped once converted */
    arena_init(&scratch, 0);
    JsonError error = { NULL, 0, 0, 0 };
    JsonValue *j = json_parse(&scratch, text, len, &error);
    const Hash *facts = j && j->kind == JSON_OBJECT ? convert(owner, j, text) : NULL;
    arena_free(&scratch);
    if (!facts) {
        arena_free(&owner->arena);
        free(owner);
        return NULL;
    }
    *out = facts;
    return owner;
}

/* The parsed facts of text, parsed on first use and kept; NULL when text is no JSON object. */
static const Hash *kept_facts(const char *text) {
    size_t len = strlen(text);
    KeptFacts *slot = &kept[0];
    for (size_t i = 0; i < FACTS_KEPT; i++) {
        KeptFacts *k = &kept[i];
        if (k->text && k->len == len && memcmp(k->text, text, len) == 0) {
            k->used = ++kept_clock;
            return k->facts;
        }
        if (k->used < slot->used)
            slot = k;
    }
    char *copy = malloc(len + 1);
    if (!copy)
        return NULL;
    memcpy(copy, text, len + 1);
    const Hash *facts = NULL;
    Ctx *owner = parse_kept(copy, len, &facts);
    if (!owner) {
        free(copy);
        return NULL;
    }
    forget(slot);
    *slot = (KeptFacts){ copy, len, owner, facts, ++kept_clock };
    return facts;
}

/* The facts of options->facts_yaml: a mapping, copied so that clientcert... can be added.
 * NULL after the error. */
static Hash *yaml_facts(Ctx *ctx, const char *text) {
    YamlLoad load;
    if (!yaml_load(ctx, text, strlen(text), "facts", false, &load)) {
        ctx_error(ctx, span_none(), "The facts are not a YAML mapping: %s", load.error);
        return NULL;
    }
    if (load.value.kind != VAL_HASH) {
        ctx_error(ctx, span_none(), "The facts are not a YAML mapping: not a mapping");
        return NULL;
    }
    const Hash *doc = load.value.as.hash;
    Hash *copy = hash_new(ctx, doc->count + 3);
    for (size_t i = 0; i < doc->count; i++) {
        if (doc->entries[i].key.kind != VAL_STRING) {
            ctx_error(ctx, span_none(), "The facts are not a YAML mapping: a fact's name is no string");
            return NULL;
        }
        hash_put(ctx, copy, doc->entries[i].key, doc->entries[i].value);
    }
    return copy;
}

/* $facts (and, as `puppet apply` does, each top-level fact as a top-scope variable) from
 * options->facts_json or facts_yaml: an empty set when there is none. */
Value eval_init_facts(Ctx *ctx, Scope *top) {
    const char *text = ctx->options->facts_json;
    const Hash *facts = NULL;
    if (text || ctx->options->facts_yaml) {
        Hash *all;
        const Hash *kept = text ? kept_facts(text) : NULL;
        if (kept) {
            /* the run's own top level, which gets the local facts below */
            all = hash_new(ctx, kept->count + 3);
            for (size_t i = 0; i < kept->count; i++)
                hash_put(ctx, all, hash_entry_at(kept, i)->key, hash_entry_at(kept, i)->value);
        } else if (text) {
            JsonError error = { NULL, 0, 0, 0 };
            JsonValue *j = json_parse(&ctx->arena, text, strlen(text), &error);
            if (!j && ctx->arena.exhausted)
                ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
            if (!j || j->kind != JSON_OBJECT)
                return ctx_error(ctx, span_none(), "The facts are not a JSON object: %s (line %u, column %u)",
                                 j ? "not an object" : error.message, error.line, error.column);
            all = (Hash *)json_to_value(ctx, j, text).as.hash;
        } else if (!(all = yaml_facts(ctx, ctx->options->facts_yaml))) {
            return value_abrupt();
        }
        /* Puppet::Node::Facts#add_local_facts, which every `puppet apply` runs on the node's
         * facts (an existing key keeps its place) */
        const char *certname = ctx->options->node_name ? ctx->options->node_name : "playground.example.com";
        hash_put(ctx, all, value_cstring(ctx, "clientcert"), value_cstring(ctx, certname));
        hash_put(ctx, all, value_cstring(ctx, "clientversion"), value_cstring(ctx, PUPPET_REFERENCE_VERSION));
        hash_put(ctx, all, value_cstring(ctx, "clientnoop"), value_boolean(ctx->options->noop));
        facts = all;
        for (size_t i = 0; i < facts->count; i++) {
            const HashEntry *e = &facts->entries[i];
            scope_set(ctx, top, e->key.as.string->bytes, e->value);
        }
    }
    scope_set(ctx, top, "facts", value_from_hash(facts ? facts : hash_new(ctx, 0)));
    return value_undef();
}

/* The member `name` of options->trusted_json when it is an object, else an empty hash; NULL
 * after the error of a trusted_json that is no JSON object. */
static const Hash *trusted_member(Ctx *ctx, const char *name) {
    const char *text = ctx->options->trusted_json;
    if (text) {
        JsonError error = { NULL, 0, 0, 0 };
        JsonValue *j = json_parse(&ctx->arena, text, strlen(text), &error);
        if (!j && ctx->arena.exhausted)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        if (!j || j->kind != JSON_OBJECT) {
            ctx_error(ctx, span_none(), "The trusted facts are not a JSON object: %s (line %u, column %u)",
                      j ? "not an object" : error.message, error.line, error.column);
            return NULL;
        }
        for (size_t i = 0; i < j->as.object.count; i++) {
            const JsonMember *m = &j->as.object.members[i];
            if (strcmp(m->key, name) == 0 && m->value->kind == JSON_OBJECT)
                return json_to_value(ctx, m->value, text).as.hash;
        }
    }
    return hash_new(ctx, 0);
}

Value eval_init_top_scope(Ctx *ctx, Scope *top) {
    const char *certname = ctx->options->node_name ? ctx->options->node_name : "playground.example.com";
    const Hash *extensions = trusted_member(ctx, "extensions");
    const Hash *external = extensions ? trusted_member(ctx, "external") : NULL;
    if (!external)
        return value_abrupt();
    /* TrustedInformation.local: hostname and domain are the certname split at its first dot */
    const char *dot = strchr(certname, '.');
    Hash *trusted = hash_new(ctx, 4);
    hash_put(ctx, trusted, value_cstring(ctx, "authenticated"), value_cstring(ctx, "local"));
    hash_put(ctx, trusted, value_cstring(ctx, "certname"), value_cstring(ctx, certname));
    hash_put(ctx, trusted, value_cstring(ctx, "extensions"), value_from_hash(extensions));
    hash_put(ctx, trusted, value_cstring(ctx, "hostname"),
             dot ? value_string(ctx, certname, (size_t)(dot - certname)) : value_cstring(ctx, certname));
    hash_put(ctx, trusted, value_cstring(ctx, "domain"), dot ? value_cstring(ctx, dot + 1) : value_undef());
    hash_put(ctx, trusted, value_cstring(ctx, "external"), value_from_hash(external));
    scope_set(ctx, top, "trusted", value_from_hash(trusted));
    scope_set(ctx, top, "name", value_cstring(ctx, "main"));
    scope_set(ctx, top, "title", value_cstring(ctx, "main"));
    return value_undef();
}

