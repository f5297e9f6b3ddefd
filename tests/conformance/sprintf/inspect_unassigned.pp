notice(sprintf("%p", "\u0378|\u{10FFFF}|\uFFFE|\u00AD|\u200B|\u0084|\u2028|\uE000"))
notice(String("x\u{E0001}\u{0890}", "%p"))
notice(sprintf("%p", ["\u0378"]))
