notice("a $nope b")
