notice(assert_type(Variant[Integer, String], [1]))
