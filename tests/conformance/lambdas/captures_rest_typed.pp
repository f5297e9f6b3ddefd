notice(with(1, 2) |Integer *$rest| { $rest })
