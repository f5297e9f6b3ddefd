class a::b {}
class c {}
$x = class { ['a::b', 'c']: }
notice($x)
notice({ $x[0] => 1 })
notice(String($x[1]))
