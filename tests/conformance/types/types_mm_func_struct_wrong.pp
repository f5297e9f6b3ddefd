function f(Struct[{name => String, port => Integer[1, 65535]}] $c) { $c }
f({name => 'x', port => 70000})
