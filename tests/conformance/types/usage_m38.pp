$x = Struct[{a => Integer, Optional[b] => String}] notice($x) notice({a => 1} =~ $x)
