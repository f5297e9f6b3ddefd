assert_type(Struct[{a => Integer}], {1 => 1})
