assert_type(Struct[{a => Integer}], {a => 1, c => 2})
