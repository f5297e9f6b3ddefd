notice(md5('a', 'b') |$x| { $x })
