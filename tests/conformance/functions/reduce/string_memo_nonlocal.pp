# A lambda whose memo is read again in its body, or reached through getvar, builds a new string
# at each step: the same results as the in-place form.
$twice = ['a', 'b', 'c'].reduce('') |$m, $x| { "${m}${x}${m}" }
$via = ['a', 'b', 'c'].reduce('-') |$m, $x| { "${m}${x}${getvar('m')}" }
$two = ['a', 'b', 'c'].reduce('') |$m, $x| {
  $copy = $m
  "${m}${x}${copy.length}"
}
$nested = ['a', 'b'].reduce('') |$m, $x| { "${m}${['1', '2'].reduce($x) |$mm, $y| { "${mm}${y}" }}" }
function grow(String $s) >> String {
  [1, 2].reduce($s) |$m, $x| { "${m}${x}" }
}
$viafn = ['a', 'b', 'c'].reduce('') |$m, $x| { "${m}${grow($x)}" }
notice($twice, $via, $two, $nested, $viafn)
