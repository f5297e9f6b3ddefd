notice(assert_type('  # only a comment', 1))
