class demo::rel { include sub::x }
