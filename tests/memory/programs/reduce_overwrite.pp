# Issue 26's second program: 16,000 steps onto a 1,000-key hash, every key overwritten 16 times.
$h = Integer[1, 16000].reduce({}) |$a, $i| { $a + { "k${$i % 1000}" => $i } }
notice($h.length, $h['k0'], $h['k1'], $h['k999'], $h.keys[0], $h.keys[-1])
