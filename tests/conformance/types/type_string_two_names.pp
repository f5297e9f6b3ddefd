notice(assert_type('A b', 1))
