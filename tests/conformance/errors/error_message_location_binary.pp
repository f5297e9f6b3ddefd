$a = 1
$b = 'x'
notice($a +
  $b)
