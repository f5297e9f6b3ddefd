$v = 'V'
$x = @("END"/$)
  \$v and $v and \n
  | END
notice($x)
