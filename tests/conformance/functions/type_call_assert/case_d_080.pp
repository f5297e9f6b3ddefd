notice(assert_type(Struct[{a => Integer}], {a => 'x'}))
