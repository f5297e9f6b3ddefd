$x = @(END)
  a
  END
$y = @("END"/tt)
  b
  END
