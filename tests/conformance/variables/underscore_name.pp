$_x = 3
$a_b_1 = 4
notice($_x + $a_b_1)
