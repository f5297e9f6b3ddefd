notice([[1, 2, 3]].map |$a, *$rest| { "${a} ${rest}" })
