# Nested reduces, strings grown in a memo, a recursion building a list, results that keep part
# of what a call made: what the memory regions must copy out (or not) and keep correct.
function memtest::down(Integer $n) >> Array {
  if $n == 0 { [] } else { memtest::down($n - 1) + ["x${n}"] }
}
$inner = Integer[1, 300].reduce({}) |$m, $i| {
  $m + { "g${$i % 7}" => Integer[1, $i % 5 + 1].reduce('') |$s, $j| { "${s}${j}" } }
}
notice($inner)
notice(memtest::down(200).length, memtest::down(5))
$kept = Integer[1, 2000].map |$i| { if $i % 500 == 0 { ["k${i}", { 'v' => $i }] } else { undef } }
notice($kept.filter |$x| { $x =~ NotUndef })
$text = Integer[1, 4000].reduce('') |$s, $i| { if $i % 1000 == 0 { "${s}<${i}>" } else { $s } }
notice($text)
