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

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "data/json_value.h"
#include "data/yaml_value.h"
#include "eval/eval_internal.h"
#include "support/limits.h"

/* The node's facts as the reference's JSON.parse reads them (data/json_value.h), before the run
 * evaluates anything; an integer beyond 64 bits is the nearest Float rather than an error. */
static const JsonValueOptions FACTS_JSON = { JSON_BIG_INTEGERS_FLOAT, false };

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

/* The facts of text read into owner's arena; NULL when text is no JSON object or memory ran out
 * (owner's arena has no cap: only malloc can refuse). */
static const Hash *convert(Ctx *owner, const char *text, size_t len) {
    jmp_buf exit;
    owner->exit = &exit;
    const Hash *volatile facts = NULL;
    if (setjmp(exit) == 0) {
        Value v;
        const char *error;
        if (json_value_read(owner, text, len, &FACTS_JSON, &v, &error) && v.kind == VAL_HASH)
            facts = v.as.hash;
    }
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
    const Hash *facts = convert(owner, text, len);
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
            Value v;
            const char *error;
            if (!json_value_read(ctx, text, strlen(text), &FACTS_JSON, &v, &error) || v.kind != VAL_HASH)
                return ctx_error(ctx, span_none(), "The facts are not a JSON object: %s", error ? error : "not an object");
            all = (Hash *)v.as.hash;
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
        Value v;
        const char *error;
        if (!json_value_read(ctx, text, strlen(text), &FACTS_JSON, &v, &error) || v.kind != VAL_HASH) {
            ctx_error(ctx, span_none(), "The trusted facts are not a JSON object: %s", error ? error : "not an object");
            return NULL;
        }
        Value member;
        if (hash_get(v.as.hash, value_cstring(ctx, name), &member) && member.kind == VAL_HASH)
            return member.as.hash;
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

