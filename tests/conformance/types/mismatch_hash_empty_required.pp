assert_type(Hash[String, String, 1], {})
