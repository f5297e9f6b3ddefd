notice([1].each |$x| { } )
