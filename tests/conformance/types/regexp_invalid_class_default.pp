class c(Regexp['a('] $r = /x/) { notice($r) }
include c
