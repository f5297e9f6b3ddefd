$r = Regexp['a(']
assert_type(String, $r)
