$x = Notify <<| |>>
