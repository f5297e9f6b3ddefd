notice(assert_type(Enum[a, b], 'A'))
