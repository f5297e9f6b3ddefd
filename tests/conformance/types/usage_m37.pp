notice(Struct[{a => Integer}].keys)
