# Hash - Array and Hash - Hash with many keys: keys compare by eql? (1 is not 1.0), the order of
# the remaining entries is the hash's own
$h = Hash(Integer[1, 40].map |$i| { [$i, "v${i}"] } + [[{ 'p' => 1, 'q' => 2 }, 'hk'], ['A', 'a']])
notice($h - ([1.0, 2, 'a', { 'q' => 2, 'p' => 1 }] + Integer[30, 80].map |$i| { $i }))
notice($h - Hash(Integer[5, 45].map |$i| { [$i, 0] }))
$k = Hash(Integer[1, 40].map |$i| { [{ 'a' => $i, 'b' => 2 }, $i] })
notice($k[{ 'b' => 2, 'a' => 7 }])
