define d(Regexp['a('] $r = /x/) { notice($r) }
d { 'x': }
