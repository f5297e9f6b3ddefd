notice(Struct[{a => Integer}]['a'])
