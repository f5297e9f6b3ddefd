notice(Struct[{a => Integer}]([['a', 1]]))
notice(Struct[{a => Integer, Optional[b] => String}]({'a' => 1}))
notice(Struct[{a => Integer}](['a', 2]))
