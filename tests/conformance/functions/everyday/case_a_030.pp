notice([].any |$x| { true })
