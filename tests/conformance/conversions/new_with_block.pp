notice(Integer('12') |$x| { $x * 2 })
notice(new(Integer, '0x10') |$x| { "got ${x}" })
notice(Integer.new('3') |$x| { $x + 1 })
