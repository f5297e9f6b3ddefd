notice(sha1([]) |$x| { $x })
