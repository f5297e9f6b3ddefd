# The same number of steps with a new key each (the append path): the repeated keys' yardstick.
$h = Integer[0, 199999].reduce({}) |$a, $i| { $a + { "k${i}" => $i } }
notice($h.length, $h['k0'], $h['k199999'], $h.keys[0], $h.keys[-1])
