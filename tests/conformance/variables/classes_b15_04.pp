define dn($x = $title) { notice($x, $name) }
dn { 'hello': }
