partition(3) |$x| { true }
