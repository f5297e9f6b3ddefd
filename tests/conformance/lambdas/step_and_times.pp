notice(Integer[1, 5].map |$v| { $v })
notice(3.map |$v| { $v })
5.step(2) |$x| { notice("-${x}") }
notice(10.step(3).map |$x| { $x })
