function mymod::fact(Integer[0] $n) >> Integer {
  $n ? { 0 => 1, default => $n * mymod::fact($n - 1) }
}
notice(mymod::fact(20))
notice(mymod::fact(21))
