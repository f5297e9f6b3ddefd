class demo::sub::x { notice("x") }
