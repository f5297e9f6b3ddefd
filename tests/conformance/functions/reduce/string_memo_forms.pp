# String-building reduce in the forms users write: typed memo and return, a bare `$m` part,
# method calls and conversions in the parts, multibyte text, a memo that is no string at first,
# an empty memo, selectors and arithmetic in the parts, and a memo named like a top variable.
$typed = ['a', 'b', 'c'].reduce('') |String $m, $x| { "${m}${x}" }
$ret = [1, 2, 3].reduce('') |String[0, 10] $m, $x| >> String { "${m}${x}," }
$bare = ['x', 'y'].reduce('>') |$m, $x| { "$m$x" }
$calls = ['ab', 'cd', 'ef'].reduce('') |$m, $w| { "${m}${w.upcase}${w.length}${String($w.length * 3, '%03d')}" }
$multi = ['é', 'ü', '日本', '🎉'].reduce('ñ') |$m, $x| { "${m}${x}" }
$num = [1, 2, 3].reduce(0) |$m, $x| { "${m}${x}" }
$empty = ['', '', 'z', ''].reduce('') |$m, $x| { "${m}${x}" }
$sel = Integer[1, 12].reduce('') |$m, $i| { "${m}${$i % 3 ? { 0 => 'F', default => $i }}" }
$m = 'top'
$shadow = ['1', '2'].reduce('s') |$m, $x| { "${m}${x}${::m}" }
notice($typed, $ret, $bare, $calls)
notice($multi, $multi.length, $num, $num =~ String, $empty, $empty.length)
notice($sel, $shadow, $m)
$long = Integer[1, 3000].reduce('') |$acc, $i| { "${acc}${$i % 7}" }
notice($long.length, $long[0, 20], $long[-20, 20], md5($long))
