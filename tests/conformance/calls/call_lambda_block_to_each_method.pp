$sum = [1, 2, 3].reduce(0) |$acc, $x| { $acc + $x }
notice($sum)
