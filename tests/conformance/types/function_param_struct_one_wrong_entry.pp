function h(Struct[{a => Integer}] $s) {}
h({a => 'x', b => 1})
