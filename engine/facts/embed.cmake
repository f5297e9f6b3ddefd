# embed.cmake: writes OUT, a C file holding each fact set of engine/facts/NAME.json as a string
# (env/env_facts.c serves them by NAME). Run by CMakeLists.txt at build time:
#   cmake -DOUT=fact_sets.c -DFACTS_DIR=engine/facts -P embed.cmake
file(GLOB sets "${FACTS_DIR}/*.json")
list(SORT sets)
set(body "/* Generated from the JSON files of engine/facts by engine/facts/embed.cmake: do not edit. */\n")
string(APPEND body "#include \"env/env_facts.h\"\n\n")
set(table "")
set(index 0)
foreach(set IN LISTS sets)
    get_filename_component(name "${set}" NAME_WE)
    # NAME_WE stops at the first dot: "ubuntu-22.04.json" is "ubuntu-22"; take the name whole
    get_filename_component(file "${set}" NAME)
    string(REGEX REPLACE "\\.json$" "" name "${file}")
    file(READ "${set}" hex HEX)
    string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
    string(APPEND body "static const char set_${index}[] = { ${bytes} 0 };\n")
    string(APPEND table "    { \"${name}\", set_${index} },\n")
    math(EXPR index "${index} + 1")
endforeach()
string(APPEND body "\nconst EnvFactSet env_fact_sets[] = {\n${table}    { 0, 0 },\n};\n")
file(WRITE "${OUT}.tmp" "${body}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUT}.tmp" "${OUT}")
