notice(Struct[{a => Integer}].new([a, 1]))
