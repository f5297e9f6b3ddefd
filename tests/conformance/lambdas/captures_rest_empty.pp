notice(with(1) |$first, *$rest| { $rest })
