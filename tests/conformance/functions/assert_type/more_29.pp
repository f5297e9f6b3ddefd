notice(assert_type(Boolean, 'true'))
