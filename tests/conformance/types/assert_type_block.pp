notice(assert_type(Integer, 'a') |$expected, $actual| { "${expected} vs ${actual}" })
notice(assert_type(Array[Integer], [1, 'a', 2.5]) |$e, $a| { "${e} vs ${a}" })
notice(assert_type(Struct[{a => Integer}], {a => 'x', b => 2}) |$e, $a| { "${a}" })
