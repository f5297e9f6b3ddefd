notice(assert_type(Hash[String, Integer, 2], {a => 1}))
