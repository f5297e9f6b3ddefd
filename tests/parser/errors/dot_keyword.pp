$x.if
