assert_type(Struct[{a => Integer}], [1])
