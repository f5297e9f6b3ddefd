function h(Struct[{a => Integer}] $s) {}
h({b => 1})
