notice(1.step(2) |$x| { })
