notice(assert_type(Struct[{a => Integer, Optional[b] => String}], {a => 1, c => 2}))
