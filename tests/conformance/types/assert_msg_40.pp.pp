notice(assert_type('Integer[1]', 2))
assert_type('Integer[1]', 0)
