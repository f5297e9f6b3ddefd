/* puppet.h: the public interface of the Puppet engine.
 *
 * One call runs one program: puppet_run parses and evaluates UTF-8 source and returns a
 * PuppetResult that owns everything it points to. Runs are independent: no state survives
 * from one to the next except the immortal built-in tables set up by the first call, and,
 * natively, the copies of module files each thread keeps with their parses while the files
 * stay unchanged on disk (engine/src/env/env_cache.h: each run still stats every file it reads).
 * Ownership: the caller frees each result with puppet_result_free; nothing else needs freeing.
 *
 * The engine never prints, exits or aborts: log lines, warnings and the error come back in the
 * result, and `puppet-eval` (engine/cli/main.c) prints them in the contract of the README.
 */
#ifndef PUPPET_H
#define PUPPET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PUPPET_ENGINE_VERSION "0.1.0"
#define PUPPET_REFERENCE_VERSION "7.23.0"

typedef enum PuppetLogLevel {
    PUPPET_LOG_DEBUG,
    PUPPET_LOG_INFO,
    PUPPET_LOG_NOTICE,
    PUPPET_LOG_WARNING,
    PUPPET_LOG_ERR,
    PUPPET_LOG_ALERT,
    PUPPET_LOG_EMERG,
    PUPPET_LOG_CRIT,
} PuppetLogLevel;

/* Puppet's --strict setting: what happens on the checks that are not strict_variables. */
typedef enum PuppetStrict {
    PUPPET_STRICT_OFF,
    PUPPET_STRICT_WARNING,   /* the default, as `puppet apply` */
    PUPPET_STRICT_ERROR,     /* Puppet 8's default */
} PuppetStrict;

typedef enum PuppetMode {
    PUPPET_MODE_EVALUATE,    /* run the program */
    PUPPET_MODE_PARSE,       /* parse only; result.ast_dump holds the dump */
    PUPPET_MODE_FORMAT,      /* lay the source out in the style guide's layout (nothing runs);
                                result.formatted holds the text (docs/api.md, "formatCode") */
    PUPPET_MODE_LINT,        /* puppet-lint's style checks (nothing runs); result.lint_json
                                holds the warnings as a JSON array (docs/api.md, "lint") */
    PUPPET_MODE_COMPLETE,    /* what may be written at options.complete_line:complete_column
                                (nothing runs; the source need not parse): result.
                                completions_json (docs/api.md, "complete") */
} PuppetMode;

/* A file of a virtual file tree: `path` as the environment names it ("modules/ntp/manifests/
 * init.pp", "/etc/puppetlabs/code/hiera.yaml"; "./" and repeated "/" are ignored), and its
 * `length` bytes of `content` (not necessarily NUL-terminated). Directories are implied by the
 * files' paths. */
typedef struct PuppetFile {
    const char *path;
    const char *content;
    size_t length;
} PuppetFile;

/* A module bundle (puppet_bundle_new): a directory of modules held by the engine across runs. */
typedef struct PuppetBundle PuppetBundle;

typedef struct PuppetOptions {
    PuppetMode mode;
    PuppetLogLevel log_level;      /* lowest level reported (default: notice) */
    PuppetStrict strict;
    bool strict_variables;         /* default true: an unknown variable is an error */
    uint64_t max_steps;            /* 0: default from limits.h */
    uint32_t max_call_depth;       /* 0: default */
    size_t max_run_bytes;          /* 0: default */
    size_t max_output_bytes;       /* 0: default */
    uint32_t max_time_ms;          /* wall-clock milliseconds of the run; 0: default (10 s) */
    const char *node_name;         /* NULL: "playground.example.com" */
    const char *facts_json;        /* a JSON object, the node's facts, or NULL: no facts at all.
                                      As `puppet apply`, the run adds clientcert (the node
                                      name), clientversion and clientnoop to given facts */
    const char *facts_yaml;        /* the facts as a YAML mapping (read as Puppet reads YAML),
                                      used when facts_json is NULL; or NULL */
    const char *source_name;       /* file name for messages, or NULL */
    bool want_value;               /* fill result.value/type with the last expression's value */
    bool want_catalog;             /* fill result.catalog_json */
    /* A Hiera key whose lookup is explained after the program has run (`puppet lookup --compile
     * --explain KEY`): result.lookup_explanation and .lookup_explanation_json. NULL: none. */
    const char *explain_lookup;
    bool noop;                     /* `puppet apply --noop`: the facts' clientnoop is true */

    /* The environment (docs/api.md, "Environments"): what `puppet apply --modulepath ...
     * --hiera_config ... --environment ...` sees. All optional; with none of them a run sees no
     * modules and reads no files, as before. */

    /* The module path, in order (the first directory holding a module of a name wins, as
     * Puppet's): as `--modulepath`, it replaces the environment's own. */
    const char *const *module_path;
    size_t module_path_count;
    /* The environment's directory (with manifests/, modules/, data/, hiera.yaml,
     * environment.conf): without module_path, its module path is environment.conf's
     * `modulepath` (relative entries under this directory, `$basemodulepath` standing for no
     * directory) or else `<environment_dir>/modules`. NULL: none natively; the tree's root ("")
     * when `files` are given. */
    const char *environment_dir;
    /* The global hiera.yaml (`--hiera_config`), read by the Hiera layer; NULL: none. */
    const char *hiera_config;
    /* A virtual file tree: when file_count > 0, every file the run reads (modules, data,
     * templates, environment.conf) comes from these files and never from disk; natively
     * without them, files are read from disk. The run reads the array and the contents in
     * place: they must stay unchanged until puppet_run returns. */
    const PuppetFile *files;
    size_t file_count;
    /* $trusted beyond what `puppet apply` computes from the node name: a JSON object whose
     * `extensions` and `external` members (objects) replace the empty ones; NULL: none. */
    const char *trusted_json;
    /* The main manifest as a path of the environment (`puppet apply PATH`): a file, or a
     * directory whose .pp files (in its subdirectories too) are read in the order of their
     * paths as one program; when set, the `source` given to puppet_run is not used. NULL: the
     * program is `source`. */
    const char *manifest;
    /* Module bundles (puppet_bundle_new) searched after the module path above, in order, as
     * Puppet's basemodulepath; each must outlive the run. */
    const PuppetBundle *const *bundles;
    size_t bundle_count;
    bool want_expression_types;    /* fill result.expression_types_json: the type of every
                                      variable, call, collection, access, resource expression
                                      and parameter that ran (docs/api.md, "expression_types") */
    uint32_t complete_line, complete_column;  /* PUPPET_MODE_COMPLETE: the place (1-based) */
} PuppetOptions;

/* Sets every option to its default. */
void puppet_options_init(PuppetOptions *options);

typedef struct PuppetLogLine {
    PuppetLogLevel level;
    char *message;                 /* NUL-terminated after message_len bytes */
    uint32_t line, column;         /* where the log call was, 0 when unknown */
    size_t message_len;            /* bytes of message: it may hold NUL ("a\u0000b") */
    char *file;                    /* the file of line and column when not the main program (a
                                      module's manifest, as the environment names it), or NULL */
} PuppetLogLine;

/* A warning the engine raised itself (not a log call), e.g. string-to-number coercion. */
typedef struct PuppetWarning {
    char *message;
    uint32_t line, column;
    char *file;                    /* as PuppetLogLine.file */
} PuppetWarning;

typedef enum PuppetErrorKind {
    PUPPET_ERROR_NONE,
    PUPPET_ERROR_SYNTAX,
    PUPPET_ERROR_EVALUATION,
    PUPPET_ERROR_LIMIT,
} PuppetErrorKind;

typedef struct PuppetError {
    PuppetErrorKind kind;
    char *message;                 /* full text as the reference prints it, without location */
    uint32_t line, column;         /* 0 when the error has no location */
    uint32_t end_line, end_column;
    char *file;                    /* as PuppetLogLine.file */
} PuppetError;

typedef struct PuppetResult {
    bool ok;
    PuppetLogLine *log;            /* in call order */
    size_t log_count;
    PuppetWarning *warnings;
    size_t warning_count;
    PuppetError error;
    char *value;                   /* %p of the last expression (want_value), or NULL */
    char *type;                    /* its inferred type (want_value), or NULL */
    char *catalog_json;            /* (want_catalog), or NULL */
    /* (explain_lookup) the explanation of the lookup as `puppet lookup --explain` prints it:
     * the layers, hierarchy levels and files searched, what each gave and how it was merged,
     * ending with the error when the lookup failed; and the same tree as JSON (the reference's
     * --render-as json: nodes with type, name, key, value, event, branches). NULL otherwise. */
    char *lookup_explanation;
    char *lookup_explanation_json;
    char *ast_dump;                /* PUPPET_MODE_PARSE, or NULL */
    char *formatted;               /* PUPPET_MODE_FORMAT, or NULL */
    char *lint_json;               /* PUPPET_MODE_LINT, or NULL */
    char *expression_types_json;   /* (want_expression_types), or NULL */
    char *completions_json;        /* PUPPET_MODE_COMPLETE, or NULL */
    double parse_ms, eval_ms;
    uint64_t steps;
    size_t peak_bytes;
} PuppetResult;

/* Parses and evaluates `source` (len bytes of UTF-8, not necessarily NUL-terminated); with
 * options->manifest, that manifest instead; with source NULL and an environment directory,
 * the environment's manifest (environment.conf's `manifest`, else its manifests/). 
 * Returns a result the caller frees with puppet_result_free; returns NULL only when the
 * system cannot allocate the result itself. */
PuppetResult *puppet_run(const char *source, size_t len, const PuppetOptions *options);

/* Makes a module bundle: `directory` is the name its modules are known by (as a module path
 * entry, "/usr/share/puppet/modules"), each file's path is relative to it ("stdlib/manifests/
 * init.pp"). The files are copied: the caller's may go at once. The bundle is immutable and may
 * be given to any number of later runs (PuppetOptions.bundles) until puppet_bundle_free.
 * The modules' manifests (manifests/, functions/, types/) are parsed once, here: a run that
 * loads one copies the parsed tree instead of parsing the file again.
 * Returns NULL when memory runs out, or when a path is empty, absolute or leaves the directory
 * ("../x"): then *error (if error is not NULL) says why, in a static string. */
PuppetBundle *puppet_bundle_new(const char *directory, const PuppetFile *files, size_t count,
                                const char **error);

/* The number of files of a bundle, of its manifests parsed when it was made (those that did
 * not parse are left to the runs that load them, which report their errors), and its
 * directory name. */
size_t puppet_bundle_file_count(const PuppetBundle *bundle);
size_t puppet_bundle_parsed_count(const PuppetBundle *bundle);
const char *puppet_bundle_directory(const PuppetBundle *bundle);

/* Frees a bundle; no run that was given it may still be going. Accepts NULL. */
void puppet_bundle_free(PuppetBundle *bundle);

/* The preset fact sets shipped with the engine (engine/facts/NAME.json): each a node's complete
 * Facter 4 facts (structured, legacy flat and the common modules' custom facts) as a JSON object,
 * for PuppetOptions.facts_json. puppet_fact_set gives the set of that name ("debian-12",
 * "ubuntu-22.04", "rhel-9", "rocky-8", "windows-2022", "minimal") or NULL;
 * puppet_fact_set_name the name of the index-th set (name order), NULL past the last. The texts
 * are static. */
const char *puppet_fact_set(const char *name);
const char *puppet_fact_set_name(size_t index);

/* The set the playground uses when a call gives no facts. */
#define PUPPET_DEFAULT_FACT_SET "debian-12"

/* Frees a result and everything it points to. Accepts NULL. */
void puppet_result_free(PuppetResult *result);

/* The name of a log level as the reference's console prints it: "Notice", "Warning", "Error",
 * "Alert", "Emergency", "Critical", ... */
const char *puppet_log_level_name(PuppetLogLevel level);

#endif
