notice(5.map |$x| { if $x > 2 { break() } $x })
