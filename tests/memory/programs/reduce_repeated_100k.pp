# A 100,000-key hash built by reduce in 200,000 steps: every key written twice (in place).
$h = Integer[0, 199999].reduce({}) |$a, $i| { $a + { "k${$i % 100000}" => $i } }
notice($h.length, $h['k0'], $h['k99999'], $h.keys[0], $h.keys[-1])
