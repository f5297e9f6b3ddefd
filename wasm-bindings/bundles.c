/* bundles.c: the module bundles of the wasm instance (bundles.h): a registry of PuppetBundles by
 * name, each made once by puppet_wasm_bundle_load (its files copied and its manifests parsed,
 * engine/src/env/env_bundle.h) and kept until it is unloaded or replaced, and the choice of the
 * bundles a run sees. No Puppet semantics here: JSON in, the engine's bundle API, JSON out.
 */
#include "bundles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Bundles an instance may hold at once: far more than a playground loads (a few module sets). */
#define MAX_BUNDLES 64
/* Bytes for reading a bundle's files document (the bundle copies what it keeps). */
#define BUNDLE_JSON_ARENA_BYTES (256u * 1024u * 1024u)

typedef struct Loaded {
    char *name;
    PuppetBundle *bundle;
} Loaded;

const char BUNDLE_OUT_OF_MEMORY_JSON[] = "{\"ok\":false,\"error\":\"Out of memory\"}";

static Loaded loaded[MAX_BUNDLES];
static size_t loaded_count;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static Loaded *find(const char *name) {
    for (size_t i = 0; i < loaded_count; i++)
        if (strcmp(loaded[i].name, name) == 0)
            return &loaded[i];
    return NULL;
}

static char *failed(const char *message) {
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
    json_key(&w, "ok");
    json_bool(&w, false);
    json_key(&w, "error");
    json_string(&w, message);
    json_end_object(&w);
    char *text = json_writer_finish(&w);
    return text ? text : (char *)BUNDLE_OUT_OF_MEMORY_JSON;
}

const char *bundles_for_run(const JsonValue *names, PuppetOptions *options, Arena *arena) {
    size_t count = names ? names->as.array.count : loaded_count;
    options->bundles = NULL;
    options->bundle_count = 0;
    if (!count)
        return NULL;
    const PuppetBundle **list = arena_calloc(arena, count, sizeof *list);
    if (!list)
        return "no memory for the bundles";
    for (size_t i = 0; i < count; i++) {
        if (!names) {
            list[i] = loaded[i].bundle;
            continue;
        }
        const JsonValue *n = names->as.array.items[i];
        const Loaded *l = n->kind == JSON_STRING ? find(n->as.string.bytes) : NULL;
        if (!l)
            return "bundles names bundles loaded with loadBundle";
        list[i] = l->bundle;
    }
    options->bundles = list;
    options->bundle_count = count;
    return NULL;
}

char *puppet_wasm_bundle_load(const char *name, const char *files_json, const char *directory) {
    if (!name || !*name)
        return failed("a bundle needs a name");
    double start = now_ms();
    Arena arena;
    arena_init(&arena, BUNDLE_JSON_ARENA_BYTES);
    JsonError error;
    JsonValue *doc = files_json ? json_parse(&arena, files_json, strlen(files_json), &error) : NULL;
    if (!doc || doc->kind != JSON_OBJECT) {
        arena_free(&arena);
        return failed("the files of a bundle are an object of paths and their texts");
    }
    size_t count = doc->as.object.count;
    PuppetFile *files = count ? calloc(count, sizeof *files) : NULL;
    if (count && !files) {
        arena_free(&arena);
        return failed("Out of memory");
    }
    for (size_t i = 0; i < count; i++) {
        const JsonValue *text = doc->as.object.members[i].value;
        if (text->kind != JSON_STRING) {
            free(files);
            arena_free(&arena);
            return failed("the files of a bundle are an object of paths and their texts");
        }
        files[i] = (PuppetFile){ doc->as.object.members[i].key, text->as.string.bytes, text->as.string.len };
    }
    char default_directory[256];
    if (!directory || !*directory) {
        snprintf(default_directory, sizeof default_directory, "bundles/%s", name);
        directory = default_directory;
    }
    const char *why = NULL;
    PuppetBundle *bundle = puppet_bundle_new(directory, files, count, &why);
    free(files);
    arena_free(&arena);
    if (!bundle)
        return failed(why ? why : "Out of memory");
    Loaded *slot = find(name);
    if (slot) {
        puppet_bundle_free(slot->bundle);   /* replaced: no run is going on between calls */
        slot->bundle = bundle;
    } else if (loaded_count == MAX_BUNDLES || !(loaded[loaded_count].name = malloc(strlen(name) + 1))) {
        puppet_bundle_free(bundle);
        return failed(loaded_count == MAX_BUNDLES ? "too many bundles: unload one first" : "Out of memory");
    } else {
        slot = &loaded[loaded_count++];
        memcpy(slot->name, name, strlen(name) + 1);
        slot->bundle = bundle;
    }
    double load_ms = now_ms() - start;
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
    json_key(&w, "ok");
    json_bool(&w, true);
    json_key(&w, "name");
    json_string(&w, name);
    json_key(&w, "directory");
    json_string(&w, puppet_bundle_directory(bundle));
    json_key(&w, "files");
    json_uint(&w, puppet_bundle_file_count(bundle));
    json_key(&w, "parsed");
    json_uint(&w, puppet_bundle_parsed_count(bundle));
    json_key(&w, "load_ms");
    json_milliseconds(&w, load_ms);
    json_end_object(&w);
    char *text = json_writer_finish(&w);
    return text ? text : failed("Out of memory");
}

char *puppet_wasm_bundle_unload(const char *name) {
    Loaded *slot = name ? find(name) : NULL;
    if (!slot)
        return failed("no bundle of that name is loaded");
    puppet_bundle_free(slot->bundle);
    free(slot->name);
    memmove(slot, slot + 1, (size_t)(loaded + loaded_count - slot - 1) * sizeof *slot);
    loaded_count--;
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
    json_key(&w, "ok");
    json_bool(&w, true);
    json_end_object(&w);
    char *text = json_writer_finish(&w);
    return text ? text : failed("Out of memory");
}
