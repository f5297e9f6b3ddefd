type Port = Integer[1, 65535] function f(Port $p) { notice($p) } f(70000)
