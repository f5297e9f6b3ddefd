class a($title) { }
function f($x, $x) {}
define d($name) { 1 }
@class { 'z': }
$c = 1 + 1; $d = 2
