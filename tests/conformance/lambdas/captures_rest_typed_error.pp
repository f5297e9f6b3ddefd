with(1, 'a') |Integer *$rest| { notice($rest) }
