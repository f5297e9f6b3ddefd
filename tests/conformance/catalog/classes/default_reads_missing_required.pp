class a($x, $y = "${x}-y") { notice($y) }
class { 'a': }
