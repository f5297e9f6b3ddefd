$a = @(END)
  text
  END
$b = @(END)
    margin
      more
    | END
$c = @("END")
  hello $x ${y}
  |- END
