notice(assert_type(String, 'x') |$exp, $act| { 'never' })
