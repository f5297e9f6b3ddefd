notice(assert_type(Struct[{a => NotUndef[Integer]}], {}))
