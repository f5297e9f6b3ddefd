$late2 = 'x'
define d { notice($late2, $late3) }
d { 'a': }
$late3 = 'y'
