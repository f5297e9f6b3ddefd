/* main.c: puppet-eval, the command-line face of the engine.
 *
 * Reads one program (a file, -e CODE, or - for stdin), runs it once with puppet_run and prints
 * the result in the contract that the conformance tests compare with the reference
 * (README.md, "puppet-eval"):
 *   stdout  one `Level: message` line per log call, in call order (a message keeps its
 *           newlines, and one that ends in a newline gets no second one, as Ruby's puts);
 *           then the AST dump (--parse), the formatted source (--format-code), the
 *           style warnings (--lint), the expression types (--expression-types) or the
 *           catalog JSON (--catalog)
 *   stderr  `Warning: message (line: L, column: C)` per engine warning, and on failure
 *           `Error: message (line: L, column: C)`, the location left out when unknown
 *   exit    0 on success, 1 when the program failed or logged at err level (its `Error:` line
 *           is a failure to the reference's tests), 2 on a usage error
 * With --batch it runs many command lines in one process (run_batch).
 * Like `puppet apply`, it compiles for this machine (host_facts.c) unless given --node, --facts
 * or --portable.
 * It holds no Puppet semantics: everything past option parsing is the engine's.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "host_facts.h"
#include "puppet.h"

#define EXIT_PROGRAM_FAILED 1
#define EXIT_USAGE 2
#define MAX_MODULE_PATH 64          /* directories of --modulepath */
#define MAX_MODULE_PATH_TEXT "64"

static const char USAGE[] =
    "usage: puppet-eval [OPTIONS] FILE.pp | DIR | -e CODE | -\n"
    "Runs a Puppet program and prints its log lines as `puppet apply` does.\n"
    "\n"
    "  -e, --execute CODE      run CODE instead of a file ('-' as FILE reads stdin;\n"
    "                          a DIR's .pp files, in name order, make one program)\n"
    "  --parse                 parse only and print the AST dump\n"
    "  --format-code, --fmt    print the source laid out in the style guide's layout\n"
    "  --lint                  print puppet-lint's style warnings as JSON\n"
    "  --expression-types      after the log lines, the types of the expressions that ran, as JSON\n"
    "  --complete LINE:COLUMN  print what may be written at that place, as JSON (nothing runs)\n"
    "  --verbose               also print info-level log lines\n"
    "  --debug                 also print info- and debug-level log lines\n"
    "  --strict=LEVEL          warning (default), error or off: Puppet's --strict;\n"
    "                          --strict alone means --strict=error\n"
    "  --no-strict-variables   an unknown variable is undef instead of an error\n"
    "  --catalog               print the catalog as JSON after the log lines\n"
    "  --noop                  as puppet apply --noop: the fact clientnoop is true (the\n"
    "                          catalog is never applied anyway)\n"
    "  --certname NAME         the node name (default: this machine's, as puppet apply);\n"
    "                          --node NAME is the same\n"
    "  --facts FILE            the facts, a JSON object (FILE.json) or a YAML mapping\n"
    "                          (FILE.yaml, FILE.yml) (default: this machine's core facts)\n"
    "  --fact-set NAME         the facts of one of the engine's preset nodes: debian-12,\n"
    "                          ubuntu-22.04, rhel-9, rocky-8, windows-2022, minimal\n"
    "  --modulepath DIR[:DIR...]  the module path: modules are autoloaded from these\n"
    "                          directories, the first holding a module's name giving it\n"
    "                          (replaces the environment's)\n"
    "  --environmentpath DIR[:DIR...]  where environments are: the directory NAME of the\n"
    "                          first DIR holding one is the environment (manifests/,\n"
    "                          modules/, data/, hiera.yaml, environment.conf); without FILE,\n"
    "                          -e or -, its manifest is the program\n"
    "  --environment NAME      the environment's name (default: production)\n"
    "  --hiera_config FILE     the global hiera.yaml\n"
    "  --explain-lookup KEY    after the program, print the explanation of the lookup of KEY\n"
    "                          as `puppet lookup --compile --explain KEY` does\n"
    "  --portable              compile for node playground.example.com with no facts at all,\n"
    "                          so that the output does not depend on the machine (the\n"
    "                          conformance tests' setting; the playground's node has facts)\n"
    "  --max-steps N           evaluation steps before the run is stopped\n"
    "  --max-depth N           nested calls before the run is stopped\n"
    "  --max-memory BYTES      bytes a run may allocate (suffixes K, M, G)\n"
    "  --max-output BYTES      bytes of log output a run may produce (suffixes K, M, G)\n"
    "  --max-time MS           wall-clock milliseconds before the run is stopped\n"
    "                          (default 10000)\n"
    "  --batch                 run many programs: each line of stdin is a command line with\n"
    "                          tab-separated arguments, each answered on stdout by\n"
    "                          `status S stdout N stderr M` and those N + M bytes\n"
    "  -h, --help              this text\n"
    "  --version               the engine's version and the Puppet version it follows\n"
    "\n"
    "Log lines go to stdout; engine warnings and the error to stderr.\n"
    "Exit status: 0 success, 1 the program failed, 2 usage error.\n";

static int usage_error(FILE *err, const char *fmt, const char *arg) {
    fputs("puppet-eval: ", err);
    fprintf(err, fmt, arg);
    fputs("\nTry 'puppet-eval --help'.\n", err);
    return EXIT_USAGE;
}

/* Reads a whole stream into a malloc'ed, NUL-terminated buffer; NULL (errno set) on failure. */
static char *read_stream(FILE *in, size_t *len) {
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    if (!buf)
        return NULL;
    for (;;) {
        if (n + 1 >= cap) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                return NULL;
            }
            buf = bigger;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, in);
        n += got;
        if (got == 0) {
            if (ferror(in)) {
                free(buf);
                return NULL;
            }
            break;
        }
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static char *read_file(const char *path, size_t *len) {
    FILE *in = fopen(path, "rb");
    if (!in)
        return NULL;
    char *text = read_stream(in, len);
    int saved = errno;
    fclose(in);
    errno = saved;
    return text;
}

/* The names of the engine's fact sets, comma-separated (a static buffer). */
static const char *fact_set_names(void) {
    static char names[256];
    names[0] = '\0';
    for (size_t i = 0; puppet_fact_set_name(i); i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", puppet_fact_set_name(i));
    return names;
}

static bool is_directory(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Parses a count with an optional K/M/G suffix (powers of 1024) into *out; false if malformed. */
static bool parse_count(const char *text, bool allow_suffix, uint64_t *out) {
    if (!text || *text < '0' || *text > '9')
        return false;
    errno = 0;
    char *end;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno)
        return false;
    unsigned shift = 0;
    if (allow_suffix && *end) {
        switch (*end) {
        case 'K': case 'k': shift = 10; break;
        case 'M': case 'm': shift = 20; break;
        case 'G': case 'g': shift = 30; break;
        default: return false;
        }
        end++;
    }
    if (*end || (shift && value > (UINT64_MAX >> shift)))
        return false;
    *out = (uint64_t)value << shift;
    return true;
}

/* Prints " (line: L, column: C)", or less of it when the location is partly unknown; with
 * "file: F, " first when it is in a file other than the program (a module's manifest), as
 * the reference names the file of every location. */
static void print_location(FILE *out, const char *file, uint32_t line, uint32_t column) {
    if (line == 0)
        return;
    fputs(" (", out);
    if (file)
        fprintf(out, "file: %s, ", file);
    if (column == 0)
        fprintf(out, "line: %" PRIu32 ")", line);
    else
        fprintf(out, "line: %" PRIu32 ", column: %" PRIu32 ")", line, column);
}

/* Prints a warning's or error's message and its location. Blanks that end a line are left
 * out, as the reference's log lines are compared without them (a message that quotes text
 * ending in a space, `Float("x \n")`). */
static void print_located_message(FILE *out, const char *level, const char *message, const char *file,
                                  uint32_t line, uint32_t column) {
    fprintf(out, "%s: ", level);
    for (const char *p = message; *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        size_t kept = n;
        if (end || line == 0)
            while (kept > 0 && (p[kept - 1] == ' ' || p[kept - 1] == '\t'))
                kept--;
        fwrite(p, 1, kept, out);
        if (!end)
            break;
        fputc('\n', out);
        p = end + 1;
    }
    print_location(out, file, line, column);
    fputc('\n', out);
}

/* Prints the result; returns whether a log line was an `Error:` line (err level). */
static bool print_result(const PuppetResult *result, const PuppetOptions *options, FILE *out,
                         FILE *err) {
    bool logged_error = false;
    for (size_t i = 0; i < result->log_count; i++) {
        const PuppetLogLine *line = &result->log[i];
        const char *message = line->message ? line->message : "";
        size_t n = line->message ? line->message_len : 0;
        /* written as bytes: a message may hold NUL, which the reference prints */
        fprintf(out, "%s: ", puppet_log_level_name(line->level));
        fwrite(message, 1, n, out);
        if (n == 0 || message[n - 1] != '\n')
            fputc('\n', out);
        logged_error |= line->level == PUPPET_LOG_ERR;
    }
    if (options->mode == PUPPET_MODE_PARSE && result->ast_dump) {
        fputs(result->ast_dump, out);
        size_t n = strlen(result->ast_dump);
        if (n > 0 && result->ast_dump[n - 1] != '\n')
            fputc('\n', out);
    }
    if (options->mode == PUPPET_MODE_FORMAT && result->formatted)
        fputs(result->formatted, out);
    if (options->mode == PUPPET_MODE_LINT && result->lint_json)
        fprintf(out, "%s\n", result->lint_json);
    if (options->mode == PUPPET_MODE_COMPLETE && result->completions_json)
        fprintf(out, "%s\n", result->completions_json);
    if (options->want_expression_types && result->expression_types_json)
        fprintf(out, "%s\n", result->expression_types_json);
    if (options->want_catalog && result->catalog_json)
        fprintf(out, "%s\n", result->catalog_json);
    if (result->lookup_explanation)
        fputs(result->lookup_explanation, out);
    fflush(out);
    for (size_t i = 0; i < result->warning_count; i++) {
        const PuppetWarning *warning = &result->warnings[i];
        print_located_message(err, "Warning", warning->message ? warning->message : "", warning->file,
                              warning->line, warning->column);
    }
    if (!result->ok) {
        print_located_message(err, "Error", result->error.message ? result->error.message : "unknown error",
                              result->error.file, result->error.line, result->error.column);
    }
    fflush(err);
    return logged_error;
}

/* The value of option `name` given as `--name=VALUE` or `--name VALUE`; NULL if arg is
 * another option. Advances *i past a separate value. */
static const char *option_value(int argc, char **argv, int *i, const char *name, bool *matched) {
    const char *arg = argv[*i];
    size_t n = strlen(name);
    *matched = false;
    if (strncmp(arg, name, n) != 0)
        return NULL;
    if (arg[n] == '=') {
        *matched = true;
        return arg + n + 1;
    }
    if (arg[n] != '\0')
        return NULL;
    *matched = true;
    if (*i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

/* Runs one puppet-eval command line (argv[0] is the command's name), reading a program given
 * as - from in and writing to out and err; returns its exit status. */
static int run_command(int argc, char **argv, FILE *in, FILE *out, FILE *err) {
    PuppetOptions options;
    puppet_options_init(&options);
    const char *code = NULL, *path = NULL, *facts_path = NULL, *module_path_text = NULL;
    const char *environment_path = NULL, *environment_name = NULL, *fact_set = NULL;
    bool from_stdin = false, portable = false;

    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value;
        bool matched;
        uint64_t count;
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            fputs(USAGE, out);
            return 0;
        } else if (strcmp(arg, "--version") == 0) {
            fprintf(out, "puppet-eval %s (Puppet %s semantics)\n", PUPPET_ENGINE_VERSION,
                   PUPPET_REFERENCE_VERSION);
            return 0;
        } else if (strcmp(arg, "-e") == 0 || strcmp(arg, "--execute") == 0) {
            if (i + 1 >= argc)
                return usage_error(err, "%s needs the code to run", arg);
            code = argv[++i];
        } else if (strcmp(arg, "--parse") == 0) {
            options.mode = PUPPET_MODE_PARSE;
        } else if (strcmp(arg, "--format-code") == 0 || strcmp(arg, "--fmt") == 0) {
            options.mode = PUPPET_MODE_FORMAT;
        } else if (strcmp(arg, "--lint") == 0) {
            options.mode = PUPPET_MODE_LINT;
        } else if (strcmp(arg, "--expression-types") == 0) {
            options.want_expression_types = true;
        } else if (strcmp(arg, "--complete") == 0) {
            unsigned line = 0, column = 0;
            char rest;
            if (i + 1 >= argc || sscanf(argv[i + 1], "%u:%u%c", &line, &column, &rest) != 2 || !line || !column)
                return usage_error(err, "%s needs LINE:COLUMN (1-based)", arg);
            i++;
            options.mode = PUPPET_MODE_COMPLETE;
            options.complete_line = line;
            options.complete_column = column;
        } else if (strcmp(arg, "--verbose") == 0) {
            if (options.log_level > PUPPET_LOG_INFO)
                options.log_level = PUPPET_LOG_INFO;
        } else if (strcmp(arg, "--debug") == 0) {
            options.log_level = PUPPET_LOG_DEBUG;
        } else if (strcmp(arg, "--strict") == 0) {
            options.strict = PUPPET_STRICT_ERROR;
        } else if (strncmp(arg, "--strict=", 9) == 0) {
            if (strcmp(arg + 9, "warning") == 0)
                options.strict = PUPPET_STRICT_WARNING;
            else if (strcmp(arg + 9, "error") == 0)
                options.strict = PUPPET_STRICT_ERROR;
            else if (strcmp(arg + 9, "off") == 0)
                options.strict = PUPPET_STRICT_OFF;
            else
                return usage_error(err, "--strict takes warning, error or off, not '%s'", arg + 9);
        } else if (strcmp(arg, "--no-strict-variables") == 0) {
            options.strict_variables = false;
        } else if (strcmp(arg, "--strict-variables") == 0) {
            options.strict_variables = true;
        } else if (strcmp(arg, "--portable") == 0) {
            portable = true;
        } else if (strcmp(arg, "--catalog") == 0) {
            options.want_catalog = true;
        } else if (strcmp(arg, "--noop") == 0) {
            options.noop = true;
        } else if ((value = option_value(argc, argv, &i, "--node", &matched)) || matched ||
                   (value = option_value(argc, argv, &i, "--certname", &matched)) || matched) {
            if (!value || !*value)
                return usage_error(err, "%s needs a node name", arg);
            options.node_name = value;
        } else if ((value = option_value(argc, argv, &i, "--environmentpath", &matched)) || matched) {
            if (!value || !*value)
                return usage_error(err, "%s needs directories, separated by ':'", "--environmentpath");
            environment_path = value;
        } else if ((value = option_value(argc, argv, &i, "--environment", &matched)) || matched) {
            if (!value || !*value)
                return usage_error(err, "%s needs an environment's name", "--environment");
            environment_name = value;
        } else if ((value = option_value(argc, argv, &i, "--modulepath", &matched)) || matched) {
            if (!value)
                return usage_error(err, "%s needs directories, separated by ':'", "--modulepath");
            module_path_text = value;
        } else if ((value = option_value(argc, argv, &i, "--hiera_config", &matched)) || matched) {
            if (!value || !*value)
                return usage_error(err, "%s needs a file", "--hiera_config");
            options.hiera_config = value;
        } else if ((value = option_value(argc, argv, &i, "--explain-lookup", &matched)) || matched) {
            if (!value || !*value)
                return usage_error(err, "%s needs a key", "--explain-lookup");
            options.explain_lookup = value;
        } else if ((value = option_value(argc, argv, &i, "--fact-set", &matched)) || matched) {
            if (!value || !puppet_fact_set(value))
                return usage_error(err, "--fact-set takes one of the engine's fact sets (%s)", fact_set_names());
            fact_set = value;
        } else if ((value = option_value(argc, argv, &i, "--facts", &matched)) || matched) {
            if (!value)
                return usage_error(err, "%s needs a JSON file", "--facts");
            facts_path = value;
        } else if ((value = option_value(argc, argv, &i, "--max-steps", &matched)) || matched) {
            if (!parse_count(value, false, &count) || count == 0)
                return usage_error(err, "--max-steps needs a positive number, not '%s'", value ? value : "");
            options.max_steps = count;
        } else if ((value = option_value(argc, argv, &i, "--max-depth", &matched)) || matched) {
            if (!parse_count(value, false, &count) || count == 0 || count > UINT32_MAX)
                return usage_error(err, "--max-depth needs a positive number, not '%s'", value ? value : "");
            options.max_call_depth = (uint32_t)count;
        } else if ((value = option_value(argc, argv, &i, "--max-memory", &matched)) || matched) {
            if (!parse_count(value, true, &count) || count == 0 || count > SIZE_MAX)
                return usage_error(err, "--max-memory needs a byte count, not '%s'", value ? value : "");
            options.max_run_bytes = (size_t)count;
        } else if ((value = option_value(argc, argv, &i, "--max-output", &matched)) || matched) {
            if (!parse_count(value, true, &count) || count == 0 || count > SIZE_MAX)
                return usage_error(err, "--max-output needs a byte count, not '%s'", value ? value : "");
            options.max_output_bytes = (size_t)count;
        } else if ((value = option_value(argc, argv, &i, "--max-time", &matched)) || matched) {
            if (!parse_count(value, false, &count) || count == 0 || count > UINT32_MAX)
                return usage_error(err, "--max-time needs a positive number of milliseconds, not '%s'", value ? value : "");
            options.max_time_ms = (uint32_t)count;
        } else if (strcmp(arg, "--batch") == 0) {
            return usage_error(err, "%s", "--batch is the only argument when it is given");
        } else if (strcmp(arg, "-") == 0) {
            if (!in)
                return usage_error(err, "%s", "- is not available with --batch: the standard input holds the command lines");
            from_stdin = true;
        } else if (arg[0] == '-') {
            return usage_error(err, "unknown option '%s'", arg);
        } else if (path) {
            return usage_error(err, "one program at a time: '%s' is a second file", arg);
        } else {
            path = arg;
        }
    }
    if (fact_set && facts_path)
        return usage_error(err, "%s", "give --facts or --fact-set, not both");
    /* --environmentpath + --environment: the first entry holding the environment's directory,
     * whose manifest is the program when no other is given */
    char environment_dir[4096];
    if (environment_name && !environment_path)
        return usage_error(err, "%s", "--environment needs --environmentpath: where environments are");
    if (environment_path) {
        const char *name = environment_name ? environment_name : "production";
        bool found = false;
        for (const char *p = environment_path; *p && !found;) {
            size_t n = strcspn(p, ":");
            if (n && n + strlen(name) + 2 <= sizeof environment_dir) {
                snprintf(environment_dir, sizeof environment_dir, "%.*s/%s", (int)n, p, name);
                found = is_directory(environment_dir);
            }
            p += n + (p[n] == ':');
        }
        if (!found) {
            fprintf(err, "Error: Could not find a directory environment named '%s' anywhere in the path: %s. Does the "
                         "directory exist?\n", name, environment_path);
            return EXIT_PROGRAM_FAILED;
        }
        options.environment_dir = environment_dir;
    }
    bool environment_manifest = environment_path && !code && !path && !from_stdin;
    if ((code != NULL) + (path != NULL) + from_stdin != 1 && !environment_manifest)
        return usage_error(err, "%s", code || path || from_stdin
                                     ? "give only one of FILE, -e CODE and -"
                                     : "no program: give FILE.pp, -e CODE or -");

    size_t len = 0;
    char *source = NULL;
    if (code) {
        len = strlen(code);
    } else if (path && is_directory(path)) {
        options.manifest = path;   /* as `puppet apply DIR`: its .pp files in name order */
    } else if (path) {
        source = read_file(path, &len);
        if (!source) {
            fprintf(err, "Error: Could not read %s: %s\n", path, strerror(errno));
            return EXIT_PROGRAM_FAILED;
        }
        options.source_name = path;
    } else {
        source = read_stream(in, &len);
        if (!source) {
            fprintf(err, "Error: Could not read the standard input: %s\n", strerror(errno));
            return EXIT_PROGRAM_FAILED;
        }
    }
    /* --modulepath a:b:c, empty entries left out as Puppet's path settings do */
    const char *module_path[MAX_MODULE_PATH];
    char *module_path_copy = NULL;
    if (module_path_text) {
        module_path_copy = strdup(module_path_text);
        if (!module_path_copy) {
            free(source);
            fputs("Error: Out of memory\n", err);
            return EXIT_PROGRAM_FAILED;
        }
        for (char *entry = module_path_copy, *next; entry; entry = next) {
            next = strchr(entry, ':');
            if (next)
                *next++ = '\0';
            if (!*entry)
                continue;
            if (options.module_path_count == MAX_MODULE_PATH) {
                free(module_path_copy);
                free(source);
                return usage_error(err, "--modulepath has more than %s directories", MAX_MODULE_PATH_TEXT);
            }
            module_path[options.module_path_count++] = entry;
        }
        options.module_path = module_path;
    }
    /* as `puppet apply`, the node is this machine unless told otherwise */
    char *certname = NULL, *facts = NULL;
    if (!portable && !options.node_name) {
        certname = host_certname();
        options.node_name = certname;
    }
    if (fact_set) {
        options.facts_json = puppet_fact_set(fact_set);
    } else if (!portable && !facts_path) {
        facts = host_facts_json(options.node_name, PUPPET_REFERENCE_VERSION);
        options.facts_json = facts;
    }
    if (facts_path) {
        size_t facts_len;
        facts = read_file(facts_path, &facts_len);
        size_t n = strlen(facts_path);
        bool yaml = (n > 5 && strcmp(facts_path + n - 5, ".yaml") == 0) || (n > 4 && strcmp(facts_path + n - 4, ".yml") == 0);
        if (!facts) {
            fprintf(err, "Error: Could not read %s: %s\n", facts_path, strerror(errno));
            free(certname);
            free(source);
            free(module_path_copy);
            return EXIT_PROGRAM_FAILED;
        }
        if (yaml)
            options.facts_yaml = facts;
        else
            options.facts_json = facts;
    }

    /* no program and an environment: its manifest (the engine reads environment.conf) */
    PuppetResult *result = puppet_run(environment_manifest ? NULL : code ? code : source, len, &options);
    int status;
    if (!result) {
        fputs("Error: Out of memory\n", err);
        status = EXIT_PROGRAM_FAILED;
    } else {
        bool logged_error = print_result(result, &options, out, err);
        status = result->ok && !logged_error ? 0 : EXIT_PROGRAM_FAILED;
        puppet_result_free(result);
    }
    free(facts);
    free(certname);
    free(source);
    free(module_path_copy);
    return status;
}

/* Splits a batch line at its tabs into argv (argv[0] being the command's name); returns argc, or
 * -1 when the line has more than max - 1 arguments. The line is modified in place. */
static int split_batch_line(char *line, char **argv, int max) {
    int argc = 0;
    argv[argc++] = "puppet-eval";
    for (char *field = line; field;) {
        if (argc == max)
            return -1;
        char *tab = strchr(field, '\t');
        if (tab)
            *tab++ = '\0';
        argv[argc++] = field;
        field = tab;
    }
    return argc;
}

/* --batch: one command line per input line, arguments separated by tabs, each answered with
 * `status S stdout N stderr M` and the N + M bytes. Many programs run in one process, which is
 * how the tests run thousands of them under sanitizers, whose start and exit are slow. */
static int run_batch(void) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) > 0) {
        if (line[n - 1] == '\n')
            line[--n] = '\0';
        char *out_text = NULL, *err_text = NULL;
        size_t out_len = 0, err_len = 0;
        FILE *out = open_memstream(&out_text, &out_len);
        FILE *err = open_memstream(&err_text, &err_len);
        if (!out || !err) {
            fputs("puppet-eval: --batch: out of memory\n", stderr);
            free(line);
            return EXIT_PROGRAM_FAILED;
        }
        char *argv[64];
        int argc = split_batch_line(line, argv, 64);
        int status = argc < 0 ? usage_error(err, "%s", "too many arguments on a --batch line")
                              : run_command(argc, argv, NULL, out, err);
        fclose(out);
        fclose(err);
        printf("status %d stdout %zu stderr %zu\n", status, out_len, err_len);
        fwrite(out_text, 1, out_len, stdout);
        fwrite(err_text, 1, err_len, stdout);
        fflush(stdout);
        free(out_text);
        free(err_text);
    }
    free(line);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--batch") == 0)
        return run_batch();
    return run_command(argc, argv, stdin, stdout, stderr);
}
