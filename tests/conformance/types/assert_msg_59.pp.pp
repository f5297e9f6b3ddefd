notice(assert_type(Struct[{a => Optional[Integer]}], {a => 'x'}))
