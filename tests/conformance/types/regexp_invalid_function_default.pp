function f(Regexp['a('] $r = /x/) { notice($r) }
f()
