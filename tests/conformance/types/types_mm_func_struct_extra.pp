function f(Struct[{name => String}] $c) { $c }
f({name => 'x', extra => 1})
