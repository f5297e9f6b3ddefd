$x = 1
$a = @("END")
  ${x}
  ${
    $x + 1
  }
  | END
notice($a)
