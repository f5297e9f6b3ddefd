#!/usr/bin/env bash
# tests/fuzz/build.sh OUT TARGET...: builds the fuzz targets into OUT (tests/fuzz/fuzz calls it).
#
# The engine is built by the project's CMake file as the asan flavour is (-DPUPPET_SANITIZE=ON:
# AddressSanitizer + UndefinedBehaviorSanitizer, -O1) but with Debian's clang and libFuzzer's
# coverage instrumentation (-fsanitize=fuzzer-no-link), as OUT/engine/libpuppet.a; each target
# tests/fuzz/fuzz_TARGET.c is then linked with libFuzzer's main into OUT/fuzz_TARGET.
# Incremental: CMake rebuilds what changed, a target is relinked when it or the library is newer.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$1; shift
cc=${FUZZ_CC:-clang-14}   # Debian 12's clang; libFuzzer comes with libclang-rt-14-dev

if ! command -v "$cc" >/dev/null; then
    echo "$cc is not installed (./build.sh setup installs clang-14 and libclang-rt-14-dev)" >&2
    exit 1
fi
mkdir -p "$out"
if [ ! -f "$out/engine/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$out/engine" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Debug \
        -DPUPPET_SANITIZE=ON -DBUILD_TESTING=OFF -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link" >/dev/null
fi
cmake --build "$out/engine" --target puppet -j 2 >"$out/engine.log" 2>&1 || {
    tail -n 30 "$out/engine.log" >&2
    exit 1
}

lib="$out/engine/libpuppet.a"
for t in "$@"; do
    src="$here/fuzz_$t.c" bin="$out/fuzz_$t"
    [ -f "$src" ] || { echo "no fuzz target '$t' ($src)" >&2; exit 1; }
    if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ] || [ "$lib" -nt "$bin" ] ||
       [ "$here/fuzz_common.h" -nt "$bin" ]; then
        "$cc" -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -g -O1 \
            -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
            -I"$root/engine/include" -I"$root/engine/src" "$src" "$lib" -lpcre2-8 -lutf8proc -lyaml -lm \
            -o "$bin"
    fi
done
