$format = '%Y'
notice(assert_type($format, 1))
