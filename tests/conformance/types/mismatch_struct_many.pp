assert_type(Struct[{a => Integer, b => String}], {a => 'x', c => 2})
