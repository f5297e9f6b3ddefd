#!/usr/bin/env bash
# build.sh: the one entry point for setting up, building, serving and testing Puppet Playground.
#
#   ./build.sh setup    install what is missing (apt), fetch and build the wasm dependencies,
#                       install the pinned npm packages; a second run only checks
#   ./build.sh native   the engine and build/native/puppet-eval with gcc
#   ./build.sh asan     the same with AddressSanitizer + UndefinedBehaviorSanitizer, build/asan
#   ./build.sh wasm     the engine with emcc into build/wasm (browser ES module + Node CJS),
#                       and the module bundles (./build.sh modules)
#   ./build.sh modules  Debian's supported modules as bundles for wasm and the page, with a
#                       manifest of their versions and licenses, into build/modules (docs/modules.md)
#   ./build.sh web      the page into build/web (builds wasm first; the bundles go to modules/)
#   ./build.sh serve    builds the page and serves build/web at http://127.0.0.1:${PORT:-8080}
#   ./build.sh test     every test suite (tests/run.sh); the last line is "N passed, N failed"
#   ./build.sh bench    the benchmarks, timed against the reference (tests/bench/run --time)
#   ./build.sh fuzz [SECONDS]  the libFuzzer targets, SECONDS each (tests/fuzz/fuzz)
#
# Every subcommand is idempotent: it builds what is missing or stale and nothing else.
# docs/building.md explains the choices (pinned versions, flags, the deb-src entries).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# PUPPET_BUILD moves the build trees (the tests read the same variable); the dependencies stay.
BUILD="${PUPPET_BUILD:-$ROOT/build}"
JOBS=2   # the machine's two cores are shared by the whole team
# Debian's Emscripten 3.1.6 loads its JS tools (acorn, ...) from Debian's node modules.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

# The wasm dependencies are Debian's own sources, so the wasm engine links the same upstream code
# as the native one. Pinned: the exact Debian source version and the SHA-256 of its .dsc (which
# carries the checksums of the tarballs; dpkg-source verifies those when it unpacks).
# PCRE2 is bookworm's 10.42-1: the security archive lists 10.42-1+deb12u2 (the native library)
# but does not serve its source here (404), see docs/building.md.
PCRE2_VERSION=10.42-1
PCRE2_DSC_SHA256=726dafe7a8d07332d4df61edf23f384ddb158b2b263846273d1103b6b9a7c176
UTF8PROC_VERSION=2.8.0-1
UTF8PROC_DSC_SHA256=6ce2b0ab12fe7d0c3fd0a40d4eb886ae82bf6ea356e4db1a0a9f76582947625c
# libyaml reads Hiera's YAML files (the reference reads them with Psych, which is libyaml).
LIBYAML_VERSION=0.2.5-1
LIBYAML_DSC_SHA256=1edbf86e5cd76937ff62892ba6c2537456d645d834d4cd4a82430b8be7051bf4
DEPS="$ROOT/build/deps"
WASM_PREFIX="$DEPS/wasm"     # include/ and lib/ of the emcc-built dependencies

# Debian packages the builds and the tests use (nodejs and npm are handled apart: the machine
# may carry a newer Node.js under the same package name, and its npm comes with it).
APT_PACKAGES=(
    build-essential cmake pkg-config git ca-certificates
    libpcre2-dev libutf8proc-dev libyaml-dev
    emscripten
    dpkg-dev bzip2 xz-utils gzip
    python3 time
    chromium
    puppet-agent
    clang-14 libclang-rt-14-dev
)

# Debian's Puppet modules the engine supports (docs/modules.md), pinned to bookworm's versions.
# They install under /usr/share/puppet/modules (the reference's default module path); nothing of
# their code is copied into this repository: the module corpus (tests/modules/) and the bundles
# of the page (build/modules/) are made from the installed files.
MODULE_PACKAGES=(
    puppet-module-puppetlabs-stdlib=8.5.0-1
    puppet-module-puppetlabs-translate=2.2.0-1
    puppet-module-puppetlabs-ntp=7.2.0-1
    puppet-module-puppetlabs-apt=9.0.1-1
    puppet-module-puppetlabs-concat=7.3.1-2
    puppet-module-puppetlabs-inifile=5.4.0-1
    puppet-module-saz-ssh=2.8.1-4
    puppet-module-puppetlabs-postgresql=6.7.0-2
    puppet-module-camptocamp-systemd=2.12.0-3
    puppet-module-puppetlabs-apache=5.5.0-2
    puppet-module-puppetlabs-mysql=8.1.0-7
    puppet-module-puppetlabs-firewall=3.4.0-1
    puppet-module-puppetlabs-xinetd=3.0.0-1
    puppet-module-puppetlabs-haproxy=2.1.0-5
    puppet-module-saz-memcached=3.1.0-1
    puppet-module-puppetlabs-rsync=1.1.0-3
    puppet-module-rodjek-logrotate=1.1.1+ds1-5
    puppet-module-aboe-chrony=0.2.4-5
    puppet-module-camptocamp-kmod=2.1.1-3
    puppet-module-duritong-sysctl=0.0.11-3
    puppet-module-puppetlabs-tftp=0.2.3-4
    puppet-module-puppetlabs-vcsrepo=1.3.2-3
    puppet-module-voxpupuli-alternatives=3.0.0-5
    puppet-module-puppet-archive=4.1.0-1
    puppet-module-arioch-redis=3.2.0-3
    puppet-module-puppetlabs-mongodb=0.7.0-4
    puppet-module-puppetlabs-rabbitmq=8.5.0-7
    puppet-module-sbitio-monit=1.0.0-4
    puppet-module-camptocamp-openssl=1.5.0-3
    puppet-module-nanliu-staging=1.0.4-3
    puppet-module-voxpupuli-collectd=11.0.0-4
    puppet-module-pcfens-filebeat=4.9.0-3
    puppet-module-deric-zookeeper=0.8.4-5
    puppet-module-cristifalcas-etcd=1.12.3-3
    puppet-module-voxpupuli-ssh-keygen=2.0.1-4
    puppet-module-voxpupuli-corosync=6.0.1-3
    puppet-module-asciiduck-sssd=0.3.0-1.1
    puppet-module-heini-wait-for=2.0.1-3
    puppet-module-voxpupuli-posix-acl=1.0.1-3
    puppet-module-theforeman-dns=5.4.0-6
    puppet-module-richardc-datacat=0.6.2-3
    puppet-module-puppet-community-mcollective=0.6.2-4
    puppet-module-cirrax-gitolite=1.3.3-2
    puppet-module-alteholz-tdc=0.0.2-3
    puppet-module-antonlindstrom-powerdns=0.0.5-4
    puppet-module-joshuabaird-ipaclient=2.5.2-4
    puppet-module-michaeltchapman-galera=0.7.1-5
    puppet-module-icann-tea=0.2.15-4
    puppet-module-icann-quagga=0.5.2-6
    puppet-module-debian-archvsync=1.0.0-1
    puppet-module-adrienthebo-filemapper=1.1.3-2
    puppet-module-openstacklib=21.0.0-1
    puppet-module-etcddiscovery=0.1.1-3
    puppet-module-oslo=21.0.0-1
    puppet-module-keystone=21.0.0-1
    puppet-module-heat=21.0.0-1
    puppet-module-swift=21.0.0-2
    # OpenStack core services (their packages also bring puppet-module-swift, -ironic and -vswitch)
    puppet-module-glance=21.0.0-1
    puppet-module-nova=21.0.0-1
    puppet-module-placement=8.0.0-1
    puppet-module-cinder=21.0.0-1
    puppet-module-neutron=21.0.0-1
    puppet-module-horizon=21.0.0-3
    puppet-module-openstack-extras=21.0.0-1
    puppet-module-vswitch=17.0.0-1
    puppet-module-ovn=21.0.0-1
    puppet-module-designate=21.0.0-2
    # OpenStack telemetry and its neighbours
    puppet-module-gnocchi=21.0.0-1
    puppet-module-aodh=21.0.0-1
    puppet-module-ceilometer=21.0.0-1
    puppet-module-barbican=21.0.0-1
    puppet-module-ironic=21.0.0-1
    puppet-module-panko=18.4.0-3
    puppet-module-octavia=21.0.0-1
    # more OpenStack services
    puppet-module-manila=21.0.0-1
    puppet-module-magnum=21.0.0-1
    puppet-module-mistral=21.0.0-1
    puppet-module-cloudkitty=10.0.0-1
    puppet-module-sahara=21.0.0-1
    puppet-module-murano=21.0.0-1
    puppet-module-congress=16.3.0-2
    puppet-module-tempest=21.0.0-1
    puppet-module-ceph=3.1.1-2
    # the types Puppet 7 moved out of its core into modules (sshkey, augeas, cron, host, mount,
    # mailalias, selboolean/selmodule), which the engine knows as built-in types
    puppet-module-puppetlabs-augeas-core=1.1.2-1
    puppet-module-puppetlabs-cron-core=1.1.0+dfsg1-1
    puppet-module-puppetlabs-host-core=1.1.0-1
    puppet-module-puppetlabs-mount-core=1.0.4+dfsg1-2
    puppet-module-puppetlabs-selinux-core=1.2.0-1
    puppet-module-puppetlabs-sshkeys-core=2.3.0-1
    puppet-module-puppetlabs-mailalias-core=1.0.6-3
)

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

is_installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

APT_UPDATED=0
apt_update_once() {
    if [ "$APT_UPDATED" = 0 ]; then
        log "apt-get update"
        apt-get update -qq
        APT_UPDATED=1
    fi
}

apt_install() {
    apt_update_once
    log "apt-get install $*"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Installs the Debian packages that are missing; does nothing (and asks no registry) otherwise.
setup_packages() {
    local missing=() p
    for p in "${APT_PACKAGES[@]}"; do
        is_installed "$p" || missing+=("$p")
    done
    for p in "${MODULE_PACKAGES[@]}"; do
        [ "$(dpkg-query -W -f='${Version}' "${p%%=*}" 2>/dev/null)" = "${p#*=}" ] || missing+=("$p")
    done
    command -v node >/dev/null 2>&1 || missing+=(nodejs)
    command -v npm >/dev/null 2>&1 || missing+=(npm)
    if [ "${#missing[@]}" -gt 0 ]; then
        [ "$(id -u)" = 0 ] || die "missing packages (${missing[*]}): run ./build.sh setup as root"
        apt_install "${missing[@]}"
    fi
}

# Adds deb-src entries when the machine has none, copied from its own apt sources (same URIs,
# suites, components and keys), so `apt-get source` reaches exactly the archive the binaries
# came from. Written to files of their own; the machine's files are left as they are.
setup_deb_src() {
    local has_src=0 f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] && grep -qE '^[[:space:]]*deb-src[[:space:]]' "$f" && has_src=1
    done
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && grep -qE '^Types:.*deb-src' "$f" && has_src=1
    done
    if [ "$has_src" = 0 ]; then
        local out_sources=/etc/apt/sources.list.d/puppet-playground-src.sources
        local out_list=/etc/apt/sources.list.d/puppet-playground-src.list
        log "adding deb-src entries derived from the machine's apt sources"
        : > "$out_sources.tmp"
        for f in /etc/apt/sources.list.d/*.sources; do
            [ -f "$f" ] || continue
            # One deb822 stanza at a time: keep those of Types "deb", retyped as "deb-src".
            awk 'BEGIN { RS = ""; ORS = "\n\n" }
                 /(^|\n)Types:[^\n]*(^|[ \t])deb([ \t]|\n|$)/ {
                     sub(/(^|\n)Types:[^\n]*/, "\nTypes: deb-src"); sub(/^\n/, ""); print }' \
                "$f" >> "$out_sources.tmp"
        done
        : > "$out_list.tmp"
        for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
            [ -f "$f" ] || continue
            sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >> "$out_list.tmp"
        done
        for f in "$out_sources" "$out_list"; do
            if [ -s "$f.tmp" ]; then mv "$f.tmp" "$f"; else rm -f "$f.tmp"; fi
        done
        APT_UPDATED=0
    fi
    if ! compgen -G '/var/lib/apt/lists/*_Sources*' >/dev/null; then
        apt_update_once
    fi
}

# Downloads one Debian source package at its pinned version into $DEPS/src/NAME, checked.
fetch_source() {
    local name=$1 version=$2 dsc_sha=$3
    local dir="$DEPS/src/$name-$version" dl="$DEPS/download/$name-$version"
    [ -f "$dir/.unpacked" ] && return 0
    mkdir -p "$dl"
    local dsc="$dl/${name}_${version#*:}.dsc"
    if [ ! -f "$dsc" ]; then
        setup_deb_src
        log "apt-get source $name=$version"
        if ! (cd "$dl" && apt-get source --download-only -qq "$name=$version" >/dev/null 2>&1); then
            apt_update_once
            (cd "$dl" && apt-get source --download-only -qq "$name=$version" >/dev/null) ||
                die "Debian source $name=$version is not available: update the pin in build.sh"
        fi
    fi
    local got
    got=$(sed -n 's/^Version: //p' "$dsc")
    [ "$got" = "$version" ] || die "$dsc has version $got, expected $version"
    got=$(sha256sum "$dsc" | cut -d' ' -f1)
    [ "$got" = "$dsc_sha" ] || die "$dsc has SHA-256 $got, expected $dsc_sha"
    rm -rf "$dir"; mkdir -p "$DEPS/src"
    dpkg-source --no-check -x "$dsc" "$dir" >/dev/null   # the .dsc hash above stands for the signature
    touch "$dir/.unpacked"
}

# Builds PCRE2 (8-bit, Unicode, no JIT: wasm cannot generate code) and utf8proc with emcc as
# static libraries under $WASM_PREFIX. Compiled directly, the way PCRE2's NON-AUTOTOOLS-BUILD
# describes, rather than through their CMake files: each CMake configure check is an emcc run
# of a second or more, which made the configure step take minutes.
PCRE2_SOURCES=(auto_possess chartables compile config context convert dfa_match error extuni
    find_bracket jit_compile maketables match match_data newline ord2utf pattern_info
    script_run serialize string_utils study substitute substring tables ucd valid_utf xclass)
build_wasm_deps() {
    local stamp="$WASM_PREFIX/.built-pcre2-$PCRE2_VERSION-utf8proc-$UTF8PROC_VERSION"
    [ -f "$stamp" ] && return 0
    fetch_source pcre2 "$PCRE2_VERSION" "$PCRE2_DSC_SHA256"
    fetch_source utf8proc "$UTF8PROC_VERSION" "$UTF8PROC_DSC_SHA256"
    rm -rf "$WASM_PREFIX" "$DEPS/build"
    mkdir -p "$WASM_PREFIX/include" "$WASM_PREFIX/lib" "$DEPS/build/pcre2" "$DEPS/build/utf8proc"
    local t0=$SECONDS src="$DEPS/src/pcre2-$PCRE2_VERSION/src" obj="$DEPS/build/pcre2" f
    log "building PCRE2 $PCRE2_VERSION with emcc"
    cp "$src/config.h.generic" "$obj/config.h"
    cp "$src/pcre2.h.generic" "$obj/pcre2.h"
    cp "$src/pcre2_chartables.c.dist" "$obj/pcre2_chartables.c"
    local files=()
    for f in "${PCRE2_SOURCES[@]}"; do
        if [ "$f" = chartables ]; then files+=("$obj/pcre2_chartables.c"); else files+=("$src/pcre2_$f.c"); fi
    done
    # Debian's native library: 8-bit, Unicode, LF newlines, link size 2 (the defaults).
    # Two emcc processes (one per core), each compiling half of the files.
    local half=$(( (${#files[@]} + 1) / 2 )) part pids=()
    for part in 0 1; do
        (cd "$obj" && emcc -O3 -c -I"$obj" -I"$src" -DHAVE_CONFIG_H -DPCRE2_CODE_UNIT_WIDTH=8 \
            -DPCRE2_STATIC -DSUPPORT_UNICODE -DHAVE_MEMMOVE -DHAVE_STDINT_H -DHAVE_INTTYPES_H \
            "${files[@]:$((part * half)):$half}") &
        pids+=($!)
    done
    for part in "${pids[@]}"; do
        wait "$part" || die "emcc failed on PCRE2"
    done
    emar rcs "$WASM_PREFIX/lib/libpcre2-8.a" "$obj"/*.o
    cp "$obj/pcre2.h" "$WASM_PREFIX/include/"
    log "building utf8proc $UTF8PROC_VERSION with emcc"
    src="$DEPS/src/utf8proc-$UTF8PROC_VERSION"
    obj="$DEPS/build/utf8proc"
    emcc -O3 -c -DUTF8PROC_STATIC "$src/utf8proc.c" -o "$obj/utf8proc.o"
    emar rcs "$WASM_PREFIX/lib/libutf8proc.a" "$obj/utf8proc.o"
    cp "$src/utf8proc.h" "$WASM_PREFIX/include/"
    log "wasm dependencies built in $((SECONDS - t0)) s"
    touch "$stamp"
}

# Builds libyaml with emcc as a static library under $WASM_PREFIX, beside PCRE2 and utf8proc
# (build_wasm_deps wipes the prefix, and with it this stamp, when it rebuilds). Its version
# macros are what its configure script would write into config.h.
LIBYAML_SOURCES=(api dumper emitter loader parser reader scanner writer)
build_wasm_libyaml() {
    local stamp="$WASM_PREFIX/.built-libyaml-$LIBYAML_VERSION"
    [ -f "$stamp" ] && return 0
    fetch_source libyaml "$LIBYAML_VERSION" "$LIBYAML_DSC_SHA256"
    local t0=$SECONDS src="$DEPS/src/libyaml-$LIBYAML_VERSION" obj="$DEPS/build/libyaml" f
    local upstream=${LIBYAML_VERSION%-*} files=()
    local major=${upstream%%.*} rest=${upstream#*.}
    local minor=${rest%%.*} patch=${rest#*.}
    log "building libyaml $LIBYAML_VERSION with emcc"
    rm -rf "$obj"; mkdir -p "$obj" "$WASM_PREFIX/include" "$WASM_PREFIX/lib"
    for f in "${LIBYAML_SOURCES[@]}"; do files+=("$src/src/$f.c"); done
    (cd "$obj" && emcc -O3 -c -I"$src/include" -DYAML_DECLARE_STATIC \
        -DYAML_VERSION_MAJOR="$major" -DYAML_VERSION_MINOR="$minor" -DYAML_VERSION_PATCH="$patch" \
        -DYAML_VERSION_STRING="\"$upstream\"" "${files[@]}") || die "emcc failed on libyaml"
    rm -f "$WASM_PREFIX/lib/libyaml.a"
    emar rcs "$WASM_PREFIX/lib/libyaml.a" "$obj"/*.o
    cp "$src/include/yaml.h" "$WASM_PREFIX/include/"
    log "libyaml built in $((SECONDS - t0)) s"
    touch "$stamp"
}

# Installs the pinned npm packages (package-lock.json) when node_modules does not match it.
setup_npm() {
    [ -f "$ROOT/package-lock.json" ] || return 0
    local want have=""
    want=$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)
    [ -f "$ROOT/node_modules/.lock-sha256" ] && have=$(cat "$ROOT/node_modules/.lock-sha256")
    if [ "$want" != "$have" ]; then
        log "npm ci"
        (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
        echo "$want" > "$ROOT/node_modules/.lock-sha256"
    fi
}

print_versions() {
    local pw=""
    [ -f "$ROOT/node_modules/playwright-core/package.json" ] &&
        pw=$(node -p 'require(process.argv[1]).version' "$ROOT/node_modules/playwright-core/package.json")
    cat >&2 <<EOF
versions:
  gcc         $(gcc -dumpfullversion)
  cmake       $(cmake --version | sed -n '1s/cmake version //p')
  emcc        $(emcc --version 2>/dev/null | sed -n '1s/.*) \([0-9.]*\).*/\1/p')
  node        $(node --version)
  pcre2       $PCRE2_VERSION (native: $(dpkg-query -W -f='${Version}' libpcre2-dev))
  utf8proc    $UTF8PROC_VERSION (native: $(dpkg-query -W -f='${Version}' libutf8proc-dev))
  libyaml     $LIBYAML_VERSION (native: $(dpkg-query -W -f='${Version}' libyaml-dev))
  chromium    $(dpkg-query -W -f='${Version}' chromium)
  playwright  ${pw:-not installed}
  modules     ${#MODULE_PACKAGES[@]} Debian puppet-module packages (stdlib $(dpkg-query -W -f='${Version}' puppet-module-puppetlabs-stdlib))
EOF
}

cmd_setup() {
    setup_packages
    build_wasm_deps
    build_wasm_libyaml
    setup_npm
    print_versions
}

# Configures (once) and builds one flavour with CMake. $1: directory name under build/.
cmake_build() {
    local flavour=$1; shift
    local dir="$BUILD/$flavour"
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S "$ROOT" -B "$dir" "$@" >/dev/null
    fi
    cmake --build "$dir" -j "$JOBS"
}

cmd_native() {
    setup_packages
    cmake_build native -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON
}

cmd_asan() {
    setup_packages
    cmake_build asan -DCMAKE_BUILD_TYPE=Debug -DPUPPET_SANITIZE=ON -DBUILD_TESTING=ON
}

cmd_wasm() {
    setup_packages
    build_wasm_deps
    build_wasm_libyaml
    cmake_build wasm -DCMAKE_TOOLCHAIN_FILE="$ROOT/emscripten.cmake" \
        -DCMAKE_BUILD_TYPE=Release -DPUPPET_WASM_DEPS="$WASM_PREFIX"
    cmd_modules
}

# The module bundles: each supported module's files as loadBundle takes them, and modules.json
# (name, version, Debian package, license and copyright text of each), from the installed
# packages (MODULE_PACKAGES); wasm-bindings/bundle-modules.mjs.
cmd_modules() {
    setup_packages
    rm -rf "$BUILD/modules"
    node "$ROOT/wasm-bindings/bundle-modules.mjs" "$BUILD/modules"
}

cmd_web() {
    cmd_wasm
    setup_npm   # esbuild and CodeMirror come from node_modules (package-lock.json)
    local out="$BUILD/web"
    mkdir -p "$out"
    cp -p "$ROOT"/web/*.html "$ROOT"/web/*.css "$ROOT"/web/*.svg "$out"/
    # the module bundles and their manifest (modules.json: versions, licenses) for the page
    rm -rf "$out/modules"
    cp -rp "$BUILD/modules" "$out/modules"
    # the scripts bundled (CodeMirror, the Puppet mode), the engine put into puppet/, and
    # every file precompressed (.br, .gz): web/build.mjs
    node "$ROOT/web/build.mjs" "$out" "$BUILD/wasm"
    log "page built in $out"
}

cmd_serve() {
    cmd_web
    local port=${PORT:-8080}
    log "serving $BUILD/web at http://127.0.0.1:$port (Ctrl-C stops)"
    exec node "$ROOT/web/server.mjs" "$BUILD/web" "$port"
}

# Builds everything the suites use, then runs them (tests/run.sh; arguments pick suites).
# A failed build still ends with the count line, so CI reads a failure rather than nothing.
cmd_test() {
    cmd_setup
    local step
    for step in native asan web; do
        if ! "$ROOT/build.sh" "$step"; then
            echo "the $step build failed"
            echo "0 passed, 1 failed"
            exit 1
        fi
    done
    exec "$ROOT/tests/run.sh" "$@"
}

# Timed: native, wasm (Node) and, when installed, the reference; docs/performance.md.
cmd_bench() {
    if [ -x "$ROOT/tests/bench/run" ]; then
        cmd_native
        cmd_wasm
        exec "$ROOT/tests/bench/run" --time "$@"
    fi
    echo "no benchmarks yet"
}

cmd_fuzz() {
    setup_packages
    exec "$ROOT/tests/fuzz/fuzz" "$@"
}

usage() {
    sed -n '2,18s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

main() {
    [ $# -ge 1 ] || { usage; exit 2; }
    local cmd=$1; shift
    case "$cmd" in
        setup|native|asan|wasm|modules|web|serve|test|bench|fuzz) "cmd_$cmd" "$@" ;;
        -h|--help|help) usage ;;
        *) usage; exit 2 ;;
    esac
}

main "$@"
