# Array - Array on arrays long enough to be looked up through a set: x's order and its
# duplicates are kept, strings compare case-sensitively, nested values by value
$x = Integer[1, 40].map |$i| { [$i % 7, "k${$i % 5}", "K${$i % 3}"] }.flatten
$y = [3, 'k1', 'K2', 'k2', 5] + Integer[100, 140].map |$i| { "n${i}" }
notice($x - $y)
$nested = Integer[1, 40].map |$i| { [$i % 4, { 'a' => $i % 3, 'b' => [$i % 2] }] }
notice($nested - ([[1, { 'b' => [1], 'a' => 1 }], [2, { 'a' => 2, 'b' => [0] }]] + Integer[1, 40].map |$i| { "z${i}" }))
notice(Integer[1, 50].map |$i| { $i % 10 } - Integer[3, 40].map |$i| { $i })
