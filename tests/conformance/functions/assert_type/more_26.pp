type MyT = Integer[1, 5] notice(assert_type(MyT, 7))
