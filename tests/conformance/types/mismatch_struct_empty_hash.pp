assert_type(Struct[{a => Integer}], {})
