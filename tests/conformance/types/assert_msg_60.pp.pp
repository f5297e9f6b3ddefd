notice(assert_type(Variant[Enum[a,b], Integer[1,2]], 'c'))
