$v = 5
$s = @("END")
  v=${v}
  tab\tx
  |- END
notice("[$s]")
