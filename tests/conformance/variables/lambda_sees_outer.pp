$outer = 'o'
[1].each |$v| { notice("${outer}${v}") }
