notice(sort([1,2]) |$a| { 0 })
