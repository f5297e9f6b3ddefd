# The same string-building lambda run by several reduce calls (a function called again with its
# own result, and recursively from a part of that lambda): each call starts from a memo it did
# not make, so no earlier result changes.
function g(String $s) >> String {
  [1, 2].reduce($s) |$m, $x| { "${m}${x}" }
}
$a = g('')
$b = g($a)
$c = g($b)
notice($a, $b, $c)
function upcase(String $s) >> String {
  $s ? { 'a' => deep('[', ['p', 'q']), default => "${s}." }
}
function deep(String $s, Array $xs) >> String {
  $xs.reduce($s) |$m, $x| { "${m}${upcase($x)}" }
}
$d = deep('', ['a', 'b', 'a'])
notice($d)
$kept = [$a, $b]
$e = g($kept[0])
notice($kept, $e, $a)
