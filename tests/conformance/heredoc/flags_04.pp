$a = [1,2]
notice(@("END"))
  ${a[0]} and $a
  ${a.map |$v| { $v * 2 }}
  END
