notice(assert_type(Integer, 'x') |$e, $a| { "expected ${e}, got ${a}" })
