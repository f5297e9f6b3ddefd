class foo($a = $title, $b = $name) { notice($a, $b) }
class { 'foo': }
define d($a = $title, $b = $name) { notice($a, $b) }
d { 'x': }
