# Recursive user functions: the call path (argument binding, typed parameters, return types).
function bench::fib(Integer $n) >> Integer {
  if $n < 2 { $n } else { bench::fib($n - 1) + bench::fib($n - 2) }
}
function bench::gcd(Integer $a, Integer $b) >> Integer {
  $b ? { 0 => $a, default => bench::gcd($b, $a % $b) }
}
$gcds = Integer[1, 300].reduce(0) |$sum, $i| { $sum + bench::gcd($i * 7919, 104729 - $i) }
notice("fib=${bench::fib(21)} gcds=${gcds}")
