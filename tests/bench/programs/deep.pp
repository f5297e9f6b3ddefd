# Deep recursion: a call chain close to the reference's depth limit (its Ruby stack ends near 250 calls), many times over.
function bench::down(Integer $n, Integer $acc) >> Integer {
  if $n == 0 { $acc } else { bench::down($n - 1, $acc + $n % 7) }
}
function bench::nest(Integer $n) {
  if $n == 0 { [] } else { [bench::nest($n - 1)] }
}
$sums = Integer[1, 60].map |$i| { bench::down(150 + $i, $i) }
$nested = bench::nest(150)
notice("sums=${sums.reduce |$a, $b| { $a + $b }} text=${String($nested).length}")
