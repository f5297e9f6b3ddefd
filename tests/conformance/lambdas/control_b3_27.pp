$x = [1,2].each |$v| { $v }
notice($x)
$y = {a=>1}.each |$k,$v| { }
notice($y)
