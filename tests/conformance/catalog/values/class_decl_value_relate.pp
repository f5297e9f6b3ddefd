class foo {}
class bar {}
$x = class { 'foo': }
$y = class { 'bar': }
$x -> $y
notify { 'n': require => $x }
notice(defined($x[0]))
notice($x[0]['nope'])
