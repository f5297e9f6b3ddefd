notice({a => 1}.map |$k, $v| { [$k, $v] })
