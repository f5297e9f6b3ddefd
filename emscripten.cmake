# emscripten.cmake: the CMake toolchain file for the wasm build (emcc).
#
# Used by `./build.sh wasm` for the engine and by `./build.sh setup` for the wasm builds of PCRE2
# and utf8proc. It defers to the toolchain file that Debian's emscripten package ships (it knows
# the compiler, the sysroot and the find-root rules of that exact release) and only locates it:
# `em-config EMSCRIPTEN_ROOT` names the directory.
execute_process(COMMAND em-config EMSCRIPTEN_ROOT
    OUTPUT_VARIABLE PUPPET_EMSCRIPTEN_ROOT OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE PUPPET_EM_CONFIG_RESULT)
if(NOT PUPPET_EM_CONFIG_RESULT EQUAL 0 OR NOT EXISTS "${PUPPET_EMSCRIPTEN_ROOT}/cmake/Modules/Platform/Emscripten.cmake")
    message(FATAL_ERROR "emscripten not found (em-config EMSCRIPTEN_ROOT failed): run ./build.sh setup")
endif()
set(EMSCRIPTEN_ROOT_PATH "${PUPPET_EMSCRIPTEN_ROOT}")
include("${PUPPET_EMSCRIPTEN_ROOT}/cmake/Modules/Platform/Emscripten.cmake")
