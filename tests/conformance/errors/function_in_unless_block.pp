unless false { function f() { 1 } notice(1) }
