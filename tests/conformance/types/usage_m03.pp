assert_type(Struct[{a => Integer, b => String}], {a => 1})
