function f(Struct[{a => Integer}] $h) { $h }
f({a => 'x'})
