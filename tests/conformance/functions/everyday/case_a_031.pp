notice([].all |$x| { false })
