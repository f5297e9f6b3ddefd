[1, 2].each |$v, $extra = 'dflt'| { notice("${v} ${extra}") }
