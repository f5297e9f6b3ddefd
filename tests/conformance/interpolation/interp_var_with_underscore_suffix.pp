$a = 'A'
$a_b = 'AB'
notice("$a_b ${a}_b $a-b $a.b")
