class foo($a = $nope) { notice($a) }
contain foo
