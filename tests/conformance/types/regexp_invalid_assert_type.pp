$r = Regexp['a(']
assert_type($r, /x/)
