notice(assert_type('', 1))
