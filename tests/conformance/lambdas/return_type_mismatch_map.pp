notice([1].map |$x| >> Integer { "s" })
