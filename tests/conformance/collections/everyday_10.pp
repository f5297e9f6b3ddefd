notice("a,b;c".split(/[,;]/).map |$s| { $s.upcase })
