function h(Struct[{a => Integer}] $s, Integer $i) {}
h({a => 'x', b => 1}, 'y')
