[[1, 2], [3, 4], [5, 6]].step(2) |$a, *$rest| { notice("${a} then ${rest}") }
$h = { 'a' => 1, 'b' => 2, 'c' => 3 }
$h.step(2) |*$pair| { notice($pair) }
[[1, 2], [3, 4]].step(1) |$pair| { notice($pair) }
