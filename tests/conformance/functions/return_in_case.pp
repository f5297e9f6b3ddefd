function f($x) { case $x { 1: { return("one") } default: { "other" } } }
notice(f(1))
notice(f(2))
