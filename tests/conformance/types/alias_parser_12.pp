type A = Integer[a]
notice(1)
notice(assert_type('A', 1))
