notice(|$x| { 1 })
