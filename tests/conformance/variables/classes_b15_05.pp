define dn2($x = $name) { notice($x) }
dn2 { 'hello': name => 'other' }
