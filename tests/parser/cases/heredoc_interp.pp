$a = @("END")
  x ${y} $z
  ${a.b[0]} \$not
  - END
$b = @("END"/$)
  \$lit $var
  END
