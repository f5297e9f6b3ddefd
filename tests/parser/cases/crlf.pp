$a = 1
$b = "x
y"
notice($a)
  $c = [1,
2]
