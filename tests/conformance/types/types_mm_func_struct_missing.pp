function f(Struct[{name => String, port => Integer}] $c) { $c }
f({name => 'x'})
