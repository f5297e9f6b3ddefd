assert_type(Enum[a, b], 1)
