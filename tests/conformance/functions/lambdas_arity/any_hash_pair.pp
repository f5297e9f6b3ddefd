notice({a => 1}.any |$p| { $p == [a, 1] })
