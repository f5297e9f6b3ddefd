notice(assert_type(Integer, 5))
notice(assert_type("Integer[1,10]", 5))
notice(assert_type(String, 5) |$e, $a| { "expected ${e}, got ${a}" })
notice(assert_type(Array[String], [1]) |$e, $a| { $a })
