fail('stop', 1) |$x| { notice('never') }
