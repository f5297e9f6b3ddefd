notice(Struct[{a => Integer}]({'b' => 1}))
