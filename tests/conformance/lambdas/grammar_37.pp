notice(|$x| { $x })
