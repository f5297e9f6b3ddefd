/* host_facts.c: the machine's certname and core facts, as `puppet apply` has them from Facter.
 *
 * puppet-eval compiles for the machine it runs on, as `puppet apply` does, unless it is told a
 * node (--node), facts (--facts) or --portable. Only the facts that describe the machine itself
 * are gathered (operating system, kernel, host name, user, processors, time zone), under
 * Facter's names and in Facter's order; what changes from moment to moment (memory, load,
 * uptime, addresses) is left out.
 */
#include "host_facts.h"

#include "data/json.h"

#include <ctype.h>
#include <grp.h>
#include <pwd.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* --- members of the facts object (json.h's writer, as the wasm bindings use it) ------------ */

static void open_object(JsonWriter *j, const char *name) {
    json_key(j, name);
    json_begin_object(j);
}

static void member_string(JsonWriter *j, const char *name, const char *value) {
    if (!value)
        return;   /* Facter leaves out what it cannot resolve */
    json_key(j, name);
    json_string(j, value);
}

static void member_int(JsonWriter *j, const char *name, long value) {
    json_key(j, name);
    json_int(j, value);
}

static void member_bool(JsonWriter *j, const char *name, bool value) {
    json_key(j, name);
    json_bool(j, value);
}

/* --- reading the machine -------------------------------------------------------------------- */

/* Copies at most n bytes of src into dst (size bytes), cut to fit, NUL-terminated. */
static void copy_text(char *dst, size_t size, const char *src, size_t n) {
    size_t len = strnlen(src, n);
    if (len >= size)
        len = size - 1;
    memcpy(dst, src, len);
    dst[len] = '\0';
}

/* The first line of a file without its newline, in buf; NULL when it cannot be read. */
static const char *first_line(const char *path, char *buf, size_t size) {
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    const char *line = fgets(buf, (int)size, f);
    fclose(f);
    if (!line)
        return NULL;
    buf[strcspn(buf, "\r\n")] = '\0';
    return buf;
}

/* The value of KEY=VALUE (quotes removed) in /etc/os-release, in buf; NULL when absent. */
static const char *os_release(const char *name, char *buf, size_t size) {
    FILE *f = fopen("/etc/os-release", "r");
    if (!f)
        f = fopen("/usr/lib/os-release", "r");
    if (!f)
        return NULL;
    char line[512];
    const char *found = NULL;
    size_t n = strlen(name);
    while (!found && fgets(line, sizeof line, f)) {
        if (strncmp(line, name, n) != 0 || line[n] != '=')
            continue;
        char *value = line + n + 1;
        value[strcspn(value, "\r\n")] = '\0';
        size_t len = strlen(value);
        if (len >= 2 && (value[0] == '"' || value[0] == '\'') && value[len - 1] == value[0]) {
            value[len - 1] = '\0';
            value++;
        }
        copy_text(buf, size, value, SIZE_MAX);
        found = buf;
    }
    fclose(f);
    return found;
}

/* The word-separated list `list` contains `word`. */
static bool has_word(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *p = list; (p = strstr(p, word)) != NULL; p += n) {
        bool starts = p == list || *(p - 1) == ' ';
        bool ends = p[n] == '\0' || p[n] == ' ';
        if (starts && ends)
            return true;
    }
    return false;
}

char *host_certname(void) {
    char name[256];
    if (gethostname(name, sizeof name) != 0)
        return NULL;
    name[sizeof name - 1] = '\0';
    char domain[256] = "";
    if (!strchr(name, '.')) {
        /* Facter's domain: resolv.conf's `domain`, else the first `search` entry */
        FILE *f = fopen("/etc/resolv.conf", "r");
        char line[512];
        while (f && fgets(line, sizeof line, f)) {
            char word[16], value[256];
            if (sscanf(line, "%15s %255s", word, value) != 2)
                continue;
            if (strcmp(word, "domain") == 0 || (strcmp(word, "search") == 0 && !*domain))
                copy_text(domain, sizeof domain, value, SIZE_MAX);
        }
        if (f)
            fclose(f);
    }
    size_t size = strlen(name) + strlen(domain) + 2;
    char *certname = malloc(size);
    if (!certname)
        return NULL;
    snprintf(certname, size, *domain ? "%s.%s" : "%s", name, domain);
    for (char *p = certname; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    return certname;
}

/* What Facter knows of the operating system. */
typedef struct {
    char name[64], family[64], id_like[128];
    char release_full[64], release_major[64], release_minor[64];
    char codename[64], description[256];
    char architecture[64], hardware[64];
    bool selinux;
} OsFacts;

static void read_os(OsFacts *os, const struct utsname *uts) {
    char buf[256];
    const char *id = os_release("ID", buf, sizeof buf);
    copy_text(os->name, sizeof os->name, id ? id : uts->sysname, SIZE_MAX);
    if (os->name[0])
        os->name[0] = (char)toupper((unsigned char)os->name[0]);
    const char *like = os_release("ID_LIKE", buf, sizeof buf);
    copy_text(os->id_like, sizeof os->id_like, like ? like : "", SIZE_MAX);
    bool debian_like = strcmp(os->name, "Debian") == 0 || has_word(os->id_like, "debian");
    bool redhat_like = has_word(os->id_like, "rhel") || has_word(os->id_like, "fedora") ||
                       strcmp(os->name, "Fedora") == 0;
    copy_text(os->family, sizeof os->family, debian_like ? "Debian" : redhat_like ? "RedHat" : os->name, SIZE_MAX);

    /* Debian's point release is in /etc/debian_version; os-release has the major only */
    const char *full = strcmp(os->name, "Debian") == 0 ? first_line("/etc/debian_version", buf, sizeof buf) : NULL;
    if (!full || !isdigit((unsigned char)full[0]))
        full = os_release("VERSION_ID", buf, sizeof buf);
    copy_text(os->release_full, sizeof os->release_full, full ? full : "", SIZE_MAX);
    size_t major = strcspn(os->release_full, ".");
    copy_text(os->release_major, sizeof os->release_major, os->release_full, major);
    const char *minor = os->release_full[major] ? os->release_full + major + 1 : "";
    copy_text(os->release_minor, sizeof os->release_minor, minor, strcspn(minor, "."));

    const char *codename = os_release("VERSION_CODENAME", buf, sizeof buf);
    copy_text(os->codename, sizeof os->codename, codename ? codename : "", SIZE_MAX);
    const char *pretty = os_release("PRETTY_NAME", buf, sizeof buf);
    copy_text(os->description, sizeof os->description, pretty ? pretty : "", SIZE_MAX);

    copy_text(os->hardware, sizeof os->hardware, uts->machine, SIZE_MAX);
    /* Debian names architectures as dpkg does */
    const char *arch = uts->machine;
    if (debian_like) {
        if (strcmp(arch, "x86_64") == 0)
            arch = "amd64";
        else if (strcmp(arch, "aarch64") == 0)
            arch = "arm64";
        else if (arch[0] == 'i' && strcmp(arch + 2, "86") == 0)
            arch = "i386";
    }
    copy_text(os->architecture, sizeof os->architecture, arch, SIZE_MAX);
    os->selinux = access("/sys/fs/selinux/enforce", F_OK) == 0;
}

static void write_release(JsonWriter *j, const char *name, const OsFacts *os) {
    open_object(j, name);
    member_string(j, "full", os->release_full);
    member_string(j, "major", os->release_major);
    if (os->release_minor[0])
        member_string(j, "minor", os->release_minor);
    json_end_object(j);
}

/* The number of distinct `physical id`s in /proc/cpuinfo, at least 1. */
static long physical_processors(void) {
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return 1;
    char line[256];
    long seen[64];
    long count = 0;
    while (fgets(line, sizeof line, f)) {
        long id;
        if (sscanf(line, "physical id : %ld", &id) != 1)
            continue;
        bool known = false;
        for (long i = 0; i < count; i++)
            known |= seen[i] == id;
        if (!known && count < 64)
            seen[count++] = id;
    }
    fclose(f);
    return count ? count : 1;
}

char *host_facts_json(const char *certname, const char *puppet_version) {
    struct utsname uts;
    if (uname(&uts) != 0)
        memset(&uts, 0, sizeof uts);
    OsFacts os;
    read_os(&os, &uts);
    bool lsb = access("/usr/bin/lsb_release", X_OK) == 0;   /* Facter's lsbdist* come from it */

    const char *dot = certname ? strchr(certname, '.') : NULL;
    char hostname[256];
    copy_text(hostname, sizeof hostname, certname ? certname : "", dot ? (size_t)(dot - certname) : SIZE_MAX);

    uid_t uid = getuid();
    gid_t gid = getgid();
    const struct passwd *pw = getpwuid(uid);
    const struct group *gr = getgrgid(gid);
    char kernel_version[65], kernel_major[65];
    copy_text(kernel_version, sizeof kernel_version, uts.release, strcspn(uts.release, "-"));
    const char *first_dot = strchr(kernel_version, '.');
    const char *second_dot = first_dot ? strchr(first_dot + 1, '.') : NULL;
    copy_text(kernel_major, sizeof kernel_major, kernel_version,
              second_dot ? (size_t)(second_dot - kernel_version) : SIZE_MAX);
    char fips[16];
    const char *fips_line = first_line("/proc/sys/crypto/fips_enabled", fips, sizeof fips);
    time_t now = time(NULL);
    struct tm local;
    char zone[64] = "";
    if (localtime_r(&now, &local))
        strftime(zone, sizeof zone, "%Z", &local);

    JsonWriter j;
    json_writer_init(&j);
    json_begin_object(&j);
    open_object(&j, "os");
    member_string(&j, "architecture", os.architecture);
    if (os.codename[0]) {
        open_object(&j, "distro");
        member_string(&j, "id", os.name);
        write_release(&j, "release", &os);
        member_string(&j, "codename", os.codename);
        member_string(&j, "description", os.description);
        json_end_object(&j);
    }
    write_release(&j, "release", &os);
    member_string(&j, "family", os.family);
    member_string(&j, "hardware", os.hardware);
    open_object(&j, "selinux");
    member_bool(&j, "enabled", os.selinux);
    json_end_object(&j);
    member_string(&j, "name", os.name);
    json_end_object(&j);

    member_string(&j, "architecture", os.architecture);
    if (lsb) {
        member_string(&j, "lsbdistrelease", os.release_full);
        member_string(&j, "lsbmajdistrelease", os.release_major);
        if (os.release_minor[0])
            member_string(&j, "lsbminordistrelease", os.release_minor);
    }
    member_string(&j, "operatingsystemmajrelease", os.release_major);
    member_string(&j, "operatingsystemrelease", os.release_full);
    if (lsb) {
        member_string(&j, "lsbdistcodename", os.codename);
        member_string(&j, "lsbdistdescription", os.description);
        member_string(&j, "lsbdistid", os.name);
    }
    open_object(&j, "identity");
    member_int(&j, "uid", (long)uid);
    member_string(&j, "group", gr ? gr->gr_name : NULL);
    member_string(&j, "user", pw ? pw->pw_name : NULL);
    member_int(&j, "gid", (long)gid);
    member_bool(&j, "privileged", uid == 0);
    json_end_object(&j);
    member_string(&j, "gid", gr ? gr->gr_name : NULL);
    member_string(&j, "id", pw ? pw->pw_name : NULL);
    member_bool(&j, "fips_enabled", fips_line && strcmp(fips_line, "1") == 0);
    member_string(&j, "kernelmajversion", kernel_major);
    member_string(&j, "kernelrelease", uts.release);
    member_string(&j, "kernelversion", kernel_version);
    if (certname) {
        open_object(&j, "networking");
        member_string(&j, "fqdn", certname);
        member_string(&j, "hostname", hostname);
        if (dot)
            member_string(&j, "domain", dot + 1);
        json_end_object(&j);
        member_string(&j, "fqdn", certname);
        member_string(&j, "hostname", hostname);
        if (dot)
            member_string(&j, "domain", dot + 1);
    }
    member_int(&j, "processorcount", sysconf(_SC_NPROCESSORS_ONLN));
    member_string(&j, "hardwareisa", "unknown");   /* `uname -p`, which Linux does not know */
    member_int(&j, "physicalprocessorcount", physical_processors());
    member_string(&j, "path", getenv("PATH"));
    member_string(&j, "osfamily", os.family);
    member_string(&j, "hardwaremodel", os.hardware);
    member_bool(&j, "selinux", os.selinux);
    member_string(&j, "operatingsystem", os.name);
    if (zone[0])
        member_string(&j, "timezone", zone);
    member_string(&j, "kernel", uts.sysname);
    member_string(&j, "puppetversion", puppet_version);
    json_end_object(&j);   /* the engine adds clientcert, clientversion and clientnoop */
    return json_writer_finish(&j);
}
