# The strings each step of a string-building reduce makes stay as they were when kept elsewhere:
# collected in an array by an outer reduce, used as hash keys and as titles.
$steps = Integer[1, 6].reduce([]) |$acc, $i| {
  $acc + [Integer[1, $i].reduce('') |$m, $k| { "${m}${k}" }]
}
notice($steps)
$prefixes = ['a', 'b', 'c', 'd'].reduce([]) |$acc, $ch| {
  $last = $acc.empty ? { true => '', default => $acc[-1] }
  $acc + ["${last}${ch}"]
}
notice($prefixes)
$memos = ['p', 'q', 'r'].reduce([['']]) |$acc, $ch| {
  $grown = [$ch, $ch].reduce($acc[-1][0]) |$m, $c| { "${m}${c}" }
  $acc + [[$grown, $acc[-1][0]]]
}
notice($memos)
$keys = Integer[1, 4].reduce({}) |$h, $i| {
  $s = Integer[1, $i].reduce('k') |$m, $k| { "${m}${k}" }
  $h + { $s => $i }
}
notice($keys)
$titled = Integer[1, 3].map |$i| { Integer[1, $i].reduce('t') |$m, $k| { "${m}_${k}" } }
$titled.each |$t| { notify { $t: } }
notice(defined(Notify['t_1_2']), $titled)
