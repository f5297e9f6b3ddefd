# The same with a new key at each step (the append path): the overwrite's yardstick.
$h = Integer[1, 16000].reduce({}) |$a, $i| { $a + { "k${i}" => $i } }
notice($h.length, $h['k1'], $h['k16000'], $h.keys[0], $h.keys[-1])
