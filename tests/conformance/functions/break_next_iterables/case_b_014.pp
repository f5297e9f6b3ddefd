notice([1,2,3].group_by |$x| { break() })
