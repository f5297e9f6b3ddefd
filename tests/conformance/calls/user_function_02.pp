function f() >> Integer { return("x") } f()
