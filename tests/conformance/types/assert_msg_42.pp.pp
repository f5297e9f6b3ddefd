notice(assert_type(Data, {1 => 2}))
