notice([1,2,3,4].slice(2) |$x| { break() })
