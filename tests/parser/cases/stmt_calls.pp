notice 1
notice 1, 2
include a, b::c
require foo
contain bar
tag a, b
debug "x"
info x
warning 1
err 2
fail "no"
realize File["a"]
notice notice 1
notice
$x = 1
