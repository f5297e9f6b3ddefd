function f(Regexp['a('] $r) { notice($r) }
f(/b/)
