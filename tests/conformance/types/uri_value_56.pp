function g(URI $u) { notice($u) } g('http://a')
