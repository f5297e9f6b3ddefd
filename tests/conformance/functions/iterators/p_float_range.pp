notice(Float[1.0, 2.0].map |$x| { $x })
