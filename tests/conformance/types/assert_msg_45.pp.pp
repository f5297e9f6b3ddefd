notice(assert_type(Scalar, [1]))
