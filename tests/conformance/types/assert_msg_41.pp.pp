notice(assert_type(Data, {a => /x/}))
