notice(assert_type(NotUndef, undef))
