notice([1, 2, 3, 4].step(3) |$x| { notice("v${x}") })
