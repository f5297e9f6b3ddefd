$r = Regexp['a(']
notice('a' =~ $r)
