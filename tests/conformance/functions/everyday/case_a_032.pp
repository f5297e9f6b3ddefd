notice({a=>1}.all |$k, $v| { $v == 1 })
