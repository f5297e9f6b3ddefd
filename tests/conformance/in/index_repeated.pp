# `in` asked again and again about the same collection of 40 or more elements (the engine
# answers from an index after the first question): Puppet's == throughout.
$words = Integer[1, 40].map |$i| { "Word${i}" }
notice(['word1', 'WORD40', 'word41', 'Word 1', 'word1 '].map |$w| { $w in $words })
$numbers = Integer[1, 40].map |$i| { $i * 2 } + [0.5, -0.0, 9007199254740993]
notice([2, 2.0, 3, 0.5, 0, 0.0, 80, 80.0, 81, 9007199254740993, 9007199254740992].map |$n| { $n in $numbers })
$mixed = Integer[1, 40].map |$i| { $i } + [undef, true, 'x', '7']
notice([undef, true, false, 'X', 7, '7', '41', [1]].map |$v| { $v in $mixed })
$keys = Hash(Integer[1, 40].map |$i| { ["Key${i}", $i] })
notice(['key1', 'Key1', 'KEY40', 'key41', 1].map |$k| { $k in $keys })
$with_regexp = Integer[1, 40].map |$i| { "w${i}" } + [/^z(.)/]
notice(['w3', 'zed', 'q'].map |$w| { [$w in $with_regexp, $1] })
$nested = Integer[1, 40].map |$i| { [$i] }
notice([[1], [41], 1].map |$v| { $v in $nested })
$strings_of_numbers = Integer[1, 40].map |$i| { "${i}" }
notice([1, '1', 1.0, '01'].map |$v| { $v in $strings_of_numbers })
$floats = Integer[1, 40].map |$i| { $i + 0.5 }
notice([1.5, 2, 40.5, '1.5'].map |$v| { $v in $floats })
notice(Integer[1, 200].filter |$i| { $i in $numbers }.length)
