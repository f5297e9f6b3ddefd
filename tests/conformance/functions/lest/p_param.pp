notice(undef.lest |$x| { 5 })
