notice([1, 2].map |$x, *$r| { [$x, $r] })
notice({a => 1}.map |$k, *$r| { [$k, $r] })
