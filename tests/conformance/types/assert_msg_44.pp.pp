notice(assert_type(ScalarData, [1]))
