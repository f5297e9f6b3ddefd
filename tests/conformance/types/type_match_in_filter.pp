notice([1, 'a', 2.5, undef, [1]].filter |$x| { $x =~ Numeric })
notice({a => 1, b => 'x'}.filter |$k, $v| { $v =~ String })
