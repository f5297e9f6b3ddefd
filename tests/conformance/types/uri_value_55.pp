function f(URI[{scheme => 'https'}] $u) { notice($u) } f(URI('http://a'))
