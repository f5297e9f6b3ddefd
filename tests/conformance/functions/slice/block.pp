[1, 2, 3, 4, 5].slice(2) |$a, $b| { notice("${a} ${b}") }
[1, 2, 3].slice(2) |$part| { notice($part) }
notice([1, 2].slice(2) |$x| { })
{a => 1, b => 2, c => 3}.slice(2) |$x, $y| { notice("${x} ${y}") }
