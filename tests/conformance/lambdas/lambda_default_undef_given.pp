notice(with(undef) |$a = 'd'| { $a =~ Undef })
