notice([1,2,3].partition |$x| { break() })
