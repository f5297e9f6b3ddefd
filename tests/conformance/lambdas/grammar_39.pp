each([1]) |$x| { notice($x) }
