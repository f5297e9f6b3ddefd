realize() |$x| { 1 }
