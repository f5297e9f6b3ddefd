notice([1,2,3].any |$x| { break() })
