notice(3.each |$x| { })
notice('ab'.each |$x| { })
