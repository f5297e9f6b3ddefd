notice([3,1,2].sort |$a, $b| { break() })
