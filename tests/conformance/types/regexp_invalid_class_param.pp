class c(Regexp['a('] $r = /x/) { notice($r) }
class { 'c': r => /y/ }
