notice(assert_type(Array[String, 1], []))
