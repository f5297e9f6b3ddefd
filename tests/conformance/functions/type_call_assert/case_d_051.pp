notice(type(|$x| { $x }))
