function f(Collection[2] $x) { } f([1]) |$x| { }
