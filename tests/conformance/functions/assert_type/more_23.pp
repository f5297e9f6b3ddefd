notice(assert_type(Integer, 'x') |$exp, $act| { "expected ${exp}, got ${act}" })
