[1].each |Integer $a, Regexp['a('] $r = /x/| { notice($r) }
