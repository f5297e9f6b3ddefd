notice([1,2,3].all |$x| { break() })
