class a($x, $y = $x) { notice($y) }
class { 'a': x => undef }
