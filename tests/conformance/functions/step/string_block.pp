'abcde'.step(2) |$c| { notice($c) }
