notice(assert_type(Integer, 'x') |$expected, $actual| { "${expected} vs ${actual}" })
