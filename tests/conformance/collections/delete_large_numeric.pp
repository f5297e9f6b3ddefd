# Array - Array with Floats among long arrays: Ruby's == finds 1 == 1.0 (a set alone would not)
$ints = Integer[1, 40].map |$i| { $i }
notice($ints - [1.0, 2.5, 3, 4.0] + Integer[100, 140].map |$i| { "s${i}" })
notice(($ints - ([1.0, 2.5, 3, 4.0] + Integer[100, 140].map |$i| { "s${i}" })))
$floats = Integer[1, 40].map |$i| { $i * 1.0 }
notice($floats - ([2, 3.0, 4.5] + Integer[100, 140].map |$i| { $i }))
$pairs = Integer[1, 40].map |$i| { [$i, 'x'] }
notice($pairs - ([[1.0, 'x'], [2, 'x'], [3.5, 'x']] + Integer[100, 140].map |$i| { [$i, 'y'] }))
notice((['a', 'B', 'c'] + $ints) - ([1.0, 'b', 'C'] + Integer[100, 140].map |$i| { $i }))
