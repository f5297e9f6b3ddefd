notice(if true { 1 } else { 2 })
