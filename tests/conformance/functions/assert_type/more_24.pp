notice(assert_type(Integer, 'x') |$exp| { 1 })
