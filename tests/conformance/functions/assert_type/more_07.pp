notice(assert_type(Variant[Integer, Enum[a, b]], 'c'))
