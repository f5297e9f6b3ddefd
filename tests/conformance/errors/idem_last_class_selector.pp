class a { $x = 1 $x ? { 1 => a } }
include a
