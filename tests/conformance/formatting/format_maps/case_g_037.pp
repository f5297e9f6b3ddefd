notice(String({a => 1}, {Struct[{a => Integer}] => '%(h'}))
