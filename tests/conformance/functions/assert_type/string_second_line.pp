notice(assert_type("Integer[1]\nString", 1))
