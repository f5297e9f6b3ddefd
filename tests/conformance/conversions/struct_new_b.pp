notice(Struct[{a => Integer}]([['a', 'x']]))
