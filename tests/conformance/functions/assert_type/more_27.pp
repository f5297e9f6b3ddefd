type MyS = Struct[{n => String}] notice(assert_type(MyS, {n => 1}))
