function f(Collection[2] $x) { } f({a=>1})
