$r = Regexp['a(']
notice(/x/ !~ $r)
