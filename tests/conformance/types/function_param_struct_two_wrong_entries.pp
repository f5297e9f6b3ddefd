function h(Struct[{a => Integer, c => String}] $s) {}
h({a => 'x', c => 1, b => 1})
