/* env_test.c: the environment's file access and module path (engine/src/env/env.h): paths,
 * the virtual tree, bundles, the disk, environment.conf, modules found in module path order
 * (the first of a name wins, only names Puppet accepts), module file references as
 * Puppet::Parser::Files resolves them, and the names of a module's Ruby files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "env/env.h"
#include "support/limits.h"
#include "support/ctx.h"

static Ctx *new_ctx(const PuppetOptions *options) {
    Ctx *ctx = calloc(1, sizeof *ctx);
    arena_init(&ctx->arena, 0);
    ctx->options = options;
    ctx->max_output_bytes = 1 << 20;
    ctx->max_steps = 1 << 20;
    ctx->max_depth = 100;
    return ctx;
}

static void free_ctx(Ctx *ctx) {
    arena_free(&ctx->arena);
    free(ctx);
}

static const char *normalized(Ctx *ctx, const char *path) {
    return env_path_normalize(ctx, path);
}

static void test_paths(void) {
    PuppetOptions o;
    puppet_options_init(&o);
    Ctx *ctx = new_ctx(&o);
    CHECK_EQ_STR(normalized(ctx, "a//b/./c/"), "a/b/c");
    CHECK_EQ_STR(normalized(ctx, "./modules"), "modules");
    CHECK_EQ_STR(normalized(ctx, "/etc//puppet/"), "/etc/puppet");
    CHECK_EQ_STR(normalized(ctx, "a/b/../c"), "a/c");
    CHECK_EQ_STR(normalized(ctx, "../a"), "../a");
    CHECK_EQ_STR(normalized(ctx, "a/../../b"), "../b");
    CHECK_EQ_STR(normalized(ctx, "/.."), "/");
    CHECK_EQ_STR(normalized(ctx, "."), "");
    CHECK_EQ_STR(env_path_join(ctx, "", "x/y"), "x/y");
    CHECK_EQ_STR(env_path_join(ctx, "env", "../x"), "x");
    /* dots that make no "." or ".." segment, and those that do */
    CHECK_EQ_STR(normalized(ctx, "a/.b/c.d/..e/f."), "a/.b/c.d/..e/f.");
    CHECK_EQ_STR(normalized(ctx, ".a/b.."), ".a/b..");
    CHECK_EQ_STR(normalized(ctx, "a/b/.."), "a");
    CHECK_EQ_STR(normalized(ctx, "x/."), "x");
    CHECK_EQ_STR(normalized(ctx, "/./x"), "/x");
    CHECK_EQ_STR(normalized(ctx, "//x"), "/x");
    CHECK_EQ_STR(env_path_join(ctx, "mods/m", "lib/puppet/type/a.rb"), "mods/m/lib/puppet/type/a.rb");
    CHECK_EQ_STR(env_path_join(ctx, "/", "x"), "/x");
    CHECK(env_is_module_name("ntp"));
    CHECK(env_is_module_name("a_1"));
    CHECK(!env_is_module_name("Ntp"));
    CHECK(!env_is_module_name("saz-rsyslog"));
    CHECK(!env_is_module_name("1a"));
    CHECK(!env_is_module_name(""));
    /* no environment opened: no files at all */
    const char *text;
    size_t len;
    CHECK_EQ_INT(env_read_file(ctx, "/etc/passwd", &text, &len), ENV_FILE_MISSING);
    free_ctx(ctx);
}

#define FILE_OF(p, c) { p, c, sizeof c - 1 }

static void test_virtual_tree(void) {
    static const PuppetFile files[] = {
        FILE_OF("modules/demo/manifests/init.pp", "class demo {}\n"),
        FILE_OF("./modules/demo/manifests/sub/x.pp", "class demo::sub::x {}"),
        FILE_OF("modules/demo/files/a.txt", "A"),
        FILE_OF("modules/demo/templates/t.epp", "<%= 1 %>"),
        FILE_OF("modules/demo.bak/manifests/init.pp", "x"),
        FILE_OF("modules/Bad/manifests/init.pp", "x"),
        FILE_OF("modules/saz-rsyslog/manifests/init.pp", "x"),
        FILE_OF("modules/demo/lib/puppet/functions/demo/f.rb", ""),
        FILE_OF("modules/demo/lib/puppet/functions/g.rb", ""),
        FILE_OF("modules/demo/lib/puppet/functions/demo/deep/h.rb", ""),
        FILE_OF("modules/demo/lib/puppet/functions/readme.txt", ""),
        FILE_OF("modules/demo/lib/puppet/parser/functions/old.rb", ""),
        FILE_OF("modules/demo/lib/puppet/parser/functions/sub/no.rb", ""),
        FILE_OF("modules/demo/lib/puppet/type/thing.rb", ""),
        FILE_OF("site/demo/manifests/init.pp", "class demo { notice(site) }"),
        FILE_OF("site/other/manifests/init.pp", ""),
        FILE_OF("hiera.yaml", "---\nversion: 5\n"),
        FILE_OF("modules/demo/files/a.txt", "A2"),   /* given again: the last one wins */
    };
    PuppetOptions o;
    puppet_options_init(&o);
    o.files = files;
    o.file_count = sizeof files / sizeof files[0];
    Ctx *ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    CHECK(env_is_virtual(ctx));
    CHECK_EQ_STR(env_directory(ctx), "");
    size_t n;
    const char *const *path = env_module_path(ctx, &n);
    CHECK_EQ_INT(n, 1);
    if (n == 1)
        CHECK_EQ_STR(path[0], "modules");

    const char *text;
    size_t len;
    CHECK_EQ_INT(env_read_file(ctx, "modules/demo/manifests/init.pp", &text, &len), ENV_FILE_OK);
    CHECK_EQ_STR(text, "class demo {}\n");
    CHECK_EQ_INT(len, 14);
    CHECK_EQ_INT(env_read_file(ctx, "modules//demo/./files/a.txt", &text, &len), ENV_FILE_OK);
    CHECK_EQ_STR(text, "A2");
    CHECK_EQ_INT(env_read_file(ctx, "modules/demo", &text, &len), ENV_FILE_DIRECTORY);
    CHECK(text == NULL);
    CHECK_EQ_INT(env_read_file(ctx, "modules/demo/none", &text, &len), ENV_FILE_MISSING);
    CHECK_EQ_INT(env_read_file(ctx, "/etc/passwd", &text, &len), ENV_FILE_MISSING);   /* never the disk */
    CHECK(env_is_directory(ctx, "modules"));
    CHECK(env_is_directory(ctx, ""));
    CHECK(!env_is_directory(ctx, "modules/de"));
    CHECK(env_is_file(ctx, "hiera.yaml"));
    CHECK(!env_is_file(ctx, "modules"));

    const EnvEntry *entries = env_list_directory(ctx, "modules", &n);
    CHECK_EQ_INT(n, 4);
    if (n == 4) {
        CHECK_EQ_STR(entries[0].name, "Bad");
        CHECK_EQ_STR(entries[1].name, "demo");
        CHECK_EQ_STR(entries[2].name, "demo.bak");
        CHECK_EQ_STR(entries[3].name, "saz-rsyslog");
        CHECK(entries[1].is_directory);
    }
    entries = env_list_directory(ctx, "", &n);
    CHECK_EQ_INT(n, 3);
    if (n == 3) {
        CHECK_EQ_STR(entries[0].name, "hiera.yaml");
        CHECK(!entries[0].is_directory);
        CHECK_EQ_STR(entries[1].name, "modules");
        CHECK_EQ_STR(entries[2].name, "site");
    }
    CHECK(env_list_directory(ctx, "nothing", &n) == NULL && n == 0);

    const EnvModule *modules = env_modules(ctx, &n);
    CHECK_EQ_INT(n, 1);   /* Bad, demo.bak and saz-rsyslog are no module names */
    if (n == 1) {
        CHECK_EQ_STR(modules[0].name, "demo");
        CHECK_EQ_STR(modules[0].path, "modules/demo");
    }
    CHECK(env_find_module(ctx, "other") == NULL);

    CHECK_EQ_STR(env_module_file(ctx, "demo/a.txt", "files"), "modules/demo/files/a.txt");
    CHECK_EQ_STR(env_module_file(ctx, "demo/t.epp", "templates"), "modules/demo/templates/t.epp");
    CHECK(env_module_file(ctx, "demo", "files") == NULL);
    CHECK_EQ_STR(env_module_file(ctx, "demo/", "files"), "modules/demo/files");
    CHECK(env_module_file(ctx, "demo/none", "files") == NULL);
    CHECK(env_module_file(ctx, "nomod/a.txt", "files") == NULL);
    CHECK(env_module_file(ctx, "", "files") == NULL);
    CHECK_EQ_STR(env_module_file(ctx, "/abs//x", "files"), "/abs/x");

    const EnvModule *demo = env_find_module(ctx, "demo");
    const char **names = env_module_ruby_names(ctx, demo, ENV_RUBY_FUNCTION, &n);
    CHECK_EQ_INT(n, 3);
    if (n == 3) {
        CHECK_EQ_STR(names[0], "demo::deep::h");
        CHECK_EQ_STR(names[1], "demo::f");
        CHECK_EQ_STR(names[2], "g");
    }
    names = env_module_ruby_names(ctx, demo, ENV_RUBY_LEGACY_FUNCTION, &n);
    CHECK_EQ_INT(n, 1);
    if (n == 1)
        CHECK_EQ_STR(names[0], "old");
    names = env_module_ruby_names(ctx, demo, ENV_RUBY_TYPE, &n);
    CHECK_EQ_INT(n, 1);
    if (n == 1)
        CHECK_EQ_STR(names[0], "thing");
    const char **pp = env_find_files(ctx, "modules/demo/manifests", ".pp", true, &n);
    CHECK_EQ_INT(n, 2);
    if (n == 2) {
        CHECK_EQ_STR(pp[0], "init.pp");
        CHECK_EQ_STR(pp[1], "sub/x.pp");
    }
    free_ctx(ctx);

    /* an explicit module path replaces the environment's, in order: the first demo wins */
    const char *module_path[] = { "site", "modules" };
    o.module_path = module_path;
    o.module_path_count = 2;
    ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    modules = env_modules(ctx, &n);
    CHECK_EQ_INT(n, 2);
    if (n == 2) {
        CHECK_EQ_STR(modules[0].name, "demo");
        CHECK_EQ_STR(modules[0].path, "site/demo");
        CHECK_EQ_STR(modules[1].name, "other");
    }
    free_ctx(ctx);
}

static void test_environment_conf(void) {
    static const PuppetFile files[] = {
        FILE_OF("envs/prod/environment.conf",
                "# comment\nmodulepath = site:modules:$basemodulepath\nmanifest = site.pp\n"
                "colour = blue\n"),
        FILE_OF("envs/prod/site/role/manifests/init.pp", ""),
        FILE_OF("envs/prod/modules/role/manifests/init.pp", ""),
        FILE_OF("envs/prod/modules/base/manifests/init.pp", ""),
        FILE_OF("envs/test/modules/only/manifests/init.pp", ""),
    };
    PuppetOptions o;
    puppet_options_init(&o);
    o.files = files;
    o.file_count = sizeof files / sizeof files[0];
    o.environment_dir = "envs/prod";
    Ctx *ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    size_t n;
    const char *const *path = env_module_path(ctx, &n);
    CHECK_EQ_INT(n, 2);
    if (n == 2) {
        CHECK_EQ_STR(path[0], "envs/prod/site");
        CHECK_EQ_STR(path[1], "envs/prod/modules");
    }
    CHECK_EQ_STR(env_manifest(ctx), "envs/prod/site.pp");
    const EnvModule *role = env_find_module(ctx, "role");
    CHECK(role && strcmp(role->path, "envs/prod/site/role") == 0);
    CHECK(env_find_module(ctx, "base") != NULL);
    CHECK_EQ_INT(ctx->warnings.count, 1);   /* the unknown setting */
    if (ctx->warnings.count == 1)
        CHECK_EQ_STR(ctx->warnings.items[0].message,
                     "Invalid settings in environment.conf at 'envs/prod/environment.conf'. The following "
                     "unknown setting(s) are being ignored: colour");
    free_ctx(ctx);

    o.environment_dir = "envs/test";   /* no environment.conf: <dir>/modules */
    ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    path = env_module_path(ctx, &n);
    CHECK_EQ_INT(n, 1);
    if (n == 1)
        CHECK_EQ_STR(path[0], "envs/test/modules");
    CHECK(env_find_module(ctx, "only") != NULL);
    CHECK(env_manifest(ctx) == NULL);
    free_ctx(ctx);
}

static void test_bundles(void) {
    static const PuppetFile bundle_files[] = {
        FILE_OF("stdlib/manifests/init.pp", "class stdlib {}"),
        FILE_OF("stdlib/lib/puppet/functions/stdlib/x.rb", ""),
        FILE_OF("demo/manifests/init.pp", "class demo { 'bundled' }"),
    };
    const char *error = NULL;
    PuppetBundle *b = puppet_bundle_new("/usr/share/puppet/modules/", bundle_files, 3, &error);
    CHECK(b != NULL && error == NULL);
    if (!b)
        return;
    CHECK_EQ_STR(puppet_bundle_directory(b), "/usr/share/puppet/modules");
    CHECK_EQ_INT(puppet_bundle_file_count(b), 3);
    static const PuppetFile bad[] = { FILE_OF("../x.pp", "") };
    CHECK(puppet_bundle_new("/m", bad, 1, &error) == NULL);
    CHECK_EQ_STR(error, "a bundle's file path leaves its directory");
    static const PuppetFile absolute[] = { FILE_OF("/x.pp", "") };
    CHECK(puppet_bundle_new("/m", absolute, 1, &error) == NULL);

    static const PuppetFile files[] = { FILE_OF("modules/demo/manifests/init.pp", "class demo {}") };
    const PuppetBundle *bundles[] = { b };
    PuppetOptions o;
    puppet_options_init(&o);
    o.files = files;
    o.file_count = 1;
    o.bundles = bundles;
    o.bundle_count = 1;
    Ctx *ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    size_t n;
    const char *const *path = env_module_path(ctx, &n);
    CHECK_EQ_INT(n, 2);
    if (n == 2)
        CHECK_EQ_STR(path[1], "/usr/share/puppet/modules");
    const EnvModule *demo = env_find_module(ctx, "demo");
    CHECK(demo && strcmp(demo->path, "modules/demo") == 0 && demo->bundle == NULL);
    const EnvModule *stdlib = env_find_module(ctx, "stdlib");
    CHECK(stdlib && stdlib->bundle == b);
    const char *text;
    size_t len;
    CHECK_EQ_INT(env_read_file(ctx, "/usr/share/puppet/modules/stdlib/manifests/init.pp", &text, &len), ENV_FILE_OK);
    CHECK_EQ_STR(text, "class stdlib {}");
    const char **names = env_module_ruby_names(ctx, stdlib, ENV_RUBY_FUNCTION, &n);
    CHECK(n == 1 && strcmp(names[0], "stdlib::x") == 0);
    free_ctx(ctx);

    /* natively, a bundle answers for its directory and the disk for the rest */
    puppet_options_init(&o);
    o.bundles = bundles;
    o.bundle_count = 1;
    ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    CHECK(!env_is_virtual(ctx));
    CHECK(env_find_module(ctx, "stdlib") != NULL);
    CHECK(env_is_file(ctx, "/usr/share/puppet/modules/demo/manifests/init.pp"));
    free_ctx(ctx);
    puppet_bundle_free(b);
}

static void write_file(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static void test_disk(void) {
    char dir[] = "/tmp/env_testXXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(!"mkdtemp");
        return;
    }
    char path[256];
    snprintf(path, sizeof path, "%s/modules", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/modules/zeta", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/modules/alpha", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/modules/alpha/manifests", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/modules/alpha/manifests/init.pp", dir);
    write_file(path, "class alpha {}\n");
    snprintf(path, sizeof path, "%s/modules/notes.txt", dir);
    write_file(path, "not a module");

    PuppetOptions o;
    puppet_options_init(&o);
    o.environment_dir = dir;
    Ctx *ctx = new_ctx(&o);
    CHECK(!value_is_abrupt(env_open(ctx, true)));
    size_t n;
    const EnvModule *modules = env_modules(ctx, &n);
    CHECK_EQ_INT(n, 2);
    if (n == 2) {
        CHECK_EQ_STR(modules[0].name, "alpha");
        CHECK_EQ_STR(modules[1].name, "zeta");
    }
    const char *text;
    size_t len;
    snprintf(path, sizeof path, "%s/modules/alpha/manifests/init.pp", dir);
    CHECK_EQ_INT(env_read_file(ctx, path, &text, &len), ENV_FILE_OK);
    CHECK_EQ_STR(text, "class alpha {}\n");
    snprintf(path, sizeof path, "%s/modules/alpha", dir);
    CHECK_EQ_INT(env_read_file(ctx, path, &text, &len), ENV_FILE_DIRECTORY);
    snprintf(path, sizeof path, "%s/modules/alpha/none", dir);
    CHECK_EQ_INT(env_read_file(ctx, path, &text, &len), ENV_FILE_MISSING);
    free_ctx(ctx);

    snprintf(path, sizeof path, "rm -r '%s'", dir);
    CHECK(system(path) == 0);
}

/* The notices of the program run in the environment dir, one string. */
static char *run_in(const char *dir, const char *program) {
    PuppetOptions o;
    puppet_options_init(&o);
    o.environment_dir = dir;
    static char out[512];
    out[0] = '\0';
    PuppetResult *r = puppet_run(program, strlen(program), &o);
    if (!r)
        return out;
    for (size_t i = 0; i < r->log_count; i++)
        snprintf(out + strlen(out), sizeof out - strlen(out), "%s;", r->log[i].message);
    if (!r->ok)
        snprintf(out + strlen(out), sizeof out - strlen(out), "error: %s", r->error.message);
    puppet_result_free(r);
    return out;
}

static char *run_alpha(const char *dir) {
    return run_in(dir, "include alpha");
}

/* Natively a thread keeps the files runs read with their parses (env/env_cache.h): a run still
 * sees every change, whether the file was kept (settled) or is too fresh to be. */
static void test_disk_cache(void) {
    char dir[] = "/tmp/env_cacheXXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(!"mkdtemp");
        return;
    }
    char path[256], manifest[256], metadata[256];
    snprintf(path, sizeof path, "%s/modules", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/modules/alpha", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/modules/alpha/manifests", dir);
    mkdir(path, 0700);
    snprintf(manifest, sizeof manifest, "%s/modules/alpha/manifests/init.pp", dir);
    snprintf(metadata, sizeof metadata, "%s/modules/alpha/metadata.json", dir);
    write_file(manifest, "class alpha { notice('one') }\n");
    static const char META[] = "{\"name\": \"t-alpha\", \"source\": \"s\", \"author\": \"t\", \"version\": \"1.0.0\", "
                               "\"license\": \"MIT\", \"dependencies\": []}";
    write_file(metadata, META);
    /* fresh files: read by each run, never kept */
    CHECK_EQ_STR(run_alpha(dir), "one;");
    write_file(manifest, "class alpha { notice('two') }\n");   /* the same size */
    CHECK_EQ_STR(run_alpha(dir), "two;");
    /* settled files: kept by the first run, used by the next, dropped once changed */
    sleep(ENV_CACHE_SETTLED_SECONDS + 1);
    CHECK_EQ_STR(run_alpha(dir), "two;");
    CHECK_EQ_STR(run_alpha(dir), "two;");
    write_file(manifest, "class alpha { notice('six') }\n");
    CHECK_EQ_STR(run_alpha(dir), "six;");
    write_file(manifest, "class alpha { notice('three') }\n");
    CHECK_EQ_STR(run_alpha(dir), "three;");
    /* a metadata.json that loses a required key leaves the module out (and says so) */
    sleep(ENV_CACHE_SETTLED_SECONDS + 1);
    CHECK_EQ_STR(run_alpha(dir), "three;");
    write_file(metadata, "{\"name\": \"t-alpha\", \"source\": \"s\", \"version\": \"1.0.0\", \"license\": \"MIT\", "
                         "\"dependencies\": []}");
    const char *out = run_alpha(dir);
    CHECK(strstr(out, "No author module metadata provided for alpha") != NULL);
    CHECK(strstr(out, "Could not find class ::alpha") != NULL);
    unlink(manifest);
    CHECK(strstr(run_alpha(dir), "three") == NULL);

    snprintf(path, sizeof path, "rm -r '%s'", dir);
    CHECK(system(path) == 0);
}

/* The same for what a run reads besides manifests: a Hiera data file (kept as its YAML tree)
 * and an EPP template (kept parsed). */
static void test_disk_cache_data(void) {
    char dir[] = "/tmp/env_cacheXXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(!"mkdtemp");
        return;
    }
    char path[256], data[256], template[256];
    const char *dirs[] = { "modules", "modules/alpha", "modules/alpha/manifests", "modules/alpha/templates", "data" };
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, dirs[i]);
        mkdir(path, 0700);
    }
    snprintf(path, sizeof path, "%s/modules/alpha/manifests/init.pp", dir);
    write_file(path, "class alpha(String $word) { notice(epp('alpha/t.epp', { 'w' => $word })) }\n");
    snprintf(path, sizeof path, "%s/hiera.yaml", dir);
    write_file(path, "---\nversion: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n");
    snprintf(data, sizeof data, "%s/data/common.yaml", dir);
    write_file(data, "alpha::word: red\n");
    snprintf(template, sizeof template, "%s/modules/alpha/templates/t.epp", dir);
    write_file(template, "<%= $w %>!");
    sleep(ENV_CACHE_SETTLED_SECONDS + 1);
    CHECK_EQ_STR(run_alpha(dir), "red!;");
    CHECK_EQ_STR(run_alpha(dir), "red!;");
    write_file(data, "alpha::word: blu\n");   /* the same size */
    CHECK_EQ_STR(run_alpha(dir), "blu!;");
    write_file(template, "<%= $w %>?");
    CHECK_EQ_STR(run_alpha(dir), "blu?;");
    write_file(data, "alpha::word: [x\n");
    CHECK(strstr(run_alpha(dir), "Unable to parse") != NULL);

    snprintf(path, sizeof path, "rm -r '%s'", dir);
    CHECK(system(path) == 0);
}

/* The directories a run lists (the module path, a module's lib/puppet directories) are kept
 * with their listings across runs: a run still sees a Ruby function or type file, or a module,
 * added or removed since the last run, and modules that are symbolic links. */
static void test_disk_cache_listings(void) {
    char dir[] = "/tmp/env_listXXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(!"mkdtemp");
        return;
    }
    char path[320], function[256], type[256], beta[128], link[256];
    const char *dirs[] = { "modules", "modules/alpha", "modules/alpha/manifests", "modules/stdlib",
                           "modules/stdlib/lib", "modules/stdlib/lib/puppet", "modules/stdlib/lib/puppet/parser",
                           "modules/stdlib/lib/puppet/parser/functions", "modules/stdlib/lib/puppet/type",
                           "other", "other/linked", "other/linked/manifests" };
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, dirs[i]);
        mkdir(path, 0700);
    }
    snprintf(path, sizeof path, "%s/modules/alpha/manifests/init.pp", dir);
    write_file(path, "class alpha { notice('alpha') }\n");
    snprintf(path, sizeof path, "%s/other/linked/manifests/init.pp", dir);
    write_file(path, "class linked { notice('linked') }\n");
    snprintf(path, sizeof path, "%s/other/linked/metadata.json", dir);
    write_file(path, "{\"name\": \"t-linked\", \"source\": \"s\", \"author\": \"t\", \"version\": \"1.0.0\", "
                     "\"license\": \"MIT\", \"dependencies\": []}");
    snprintf(link, sizeof link, "%s/modules/linked", dir);
    CHECK(symlink("../other/linked", link) == 0);
    snprintf(function, sizeof function, "%s/modules/stdlib/lib/puppet/parser/functions/pick.rb", dir);
    snprintf(type, sizeof type, "%s/modules/stdlib/lib/puppet/type/anchor.rb", dir);
    snprintf(beta, sizeof beta, "%s/modules/beta", dir);
    sleep(ENV_CACHE_SETTLED_SECONDS + 1);   /* the directories' listings are kept from now on */
    const char *pick = "notice(pick(undef, 'p'))", *anchor = "anchor { 'a': } notice('declared')";
    for (int i = 0; i < 2; i++) {
        CHECK(strstr(run_in(dir, pick), "Unknown function: 'pick'") != NULL);
        CHECK(strstr(run_in(dir, anchor), "declared") == NULL);
        CHECK_EQ_STR(run_in(dir, "include alpha, linked"), "alpha;linked;");
        CHECK(strstr(run_in(dir, "include beta"), "Could not find class ::beta") != NULL);
    }
    /* a function file and a type file added to directories listed before */
    write_file(function, "# the engine's own pick\n");
    CHECK_EQ_STR(run_in(dir, pick), "p;");
    write_file(type, "# the engine's own anchor\n");
    CHECK_EQ_STR(run_in(dir, anchor), "declared;");
    /* a module added, then removed */
    mkdir(beta, 0700);
    snprintf(path, sizeof path, "%s/manifests", beta);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/manifests/init.pp", beta);
    write_file(path, "class beta { notice('beta') }\n");
    CHECK_EQ_STR(run_in(dir, "include beta"), "beta;");
    snprintf(path, sizeof path, "rm -r '%s'", beta);
    CHECK(system(path) == 0);
    CHECK(strstr(run_in(dir, "include beta"), "Could not find class ::beta") != NULL);
    /* the files removed again, and the linked module's link */
    unlink(function);
    CHECK(strstr(run_in(dir, pick), "Unknown function: 'pick'") != NULL);
    unlink(type);
    CHECK(strstr(run_in(dir, anchor), "declared") == NULL);
    unlink(link);
    CHECK(strstr(run_in(dir, "include linked"), "Could not find class ::linked") != NULL);
    CHECK_EQ_STR(run_in(dir, "include alpha"), "alpha;");

    snprintf(path, sizeof path, "rm -r '%s'", dir);
    CHECK(system(path) == 0);
}

int main(void) {
    test_paths();
    test_virtual_tree();
    test_environment_conf();
    test_bundles();
    test_disk();
    test_disk_cache();
    test_disk_cache_data();
    test_disk_cache_listings();
    return check_summary("env");
}
