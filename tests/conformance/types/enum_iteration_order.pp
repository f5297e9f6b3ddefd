notice(Enum[zebra, apple, Mango].map |$x| { $x })
