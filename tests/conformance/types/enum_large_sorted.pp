# Enum of many values: printed sorted and without duplicates, matched exactly or ignoring ASCII case
$words = Integer[1, 30].map |$i| { ["w${$i * 7 % 31}", "W${i}", "é${$i % 4}", ''] }.flatten
$e = Enum[*$words]
notice($e)
notice(['w7', 'W7', 'w8', '', 'é3', 'É3', 'w100', 'W30'].map |$s| { $s =~ $e })
$ci = Enum[*($words + [true])]
notice($ci)
notice(['w7', 'W7', 'w8', 'É3', 'é3', 'wW'].map |$s| { $s =~ $ci })
notice(Enum['b', 'a', 'B', 'a', 'c', 'A', 'b', 'ab', 'aB', 'Ab', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
