define d(Hash $h) { $h.each |$k, $v| { notice("${k}: ${v} ${type($v)}") } }
d { 'a': h => { 'one' => Notify['x'], 'two' => [Class['main']], 'three' => 3 } }
notify { 'x': }
$refs = [Notify['x'], Notify['y']]
create_resources('e', { 'b' => { 'r' => $refs } })
define e(Array[Type[Notify]] $r) { notice($r) notice(type($r)) }
notify { 'y': }
