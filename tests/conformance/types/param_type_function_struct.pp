function f(Struct[{a => Integer}] $x) { $x }
f({a => 1, b => 2})
