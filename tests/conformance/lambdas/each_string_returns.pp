notice("x".each |$c| { })
