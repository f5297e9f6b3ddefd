notice([1,2,3].then |$x| { $x.length })
