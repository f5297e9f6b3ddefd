$array_of_numbers = [1, 2, 3]
$result = $array_of_numbers.reverse_each.step(2).map |$x| { $x * 100 }
