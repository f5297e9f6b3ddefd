$who = 'World'
$a = @("END")
  Hello ${who}
    indented
  | END
notice($a)
$b = @(END)
  no ${interp} here\n
  END
notice($b)
$c = @("END"/t)
	tab\tseparated
	|- END
notice("[${c}]")
