notice(assert_type(Undef, 1))
