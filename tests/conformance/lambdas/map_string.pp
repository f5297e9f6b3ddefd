notice("abc".map |$c| { "[$c]" })
