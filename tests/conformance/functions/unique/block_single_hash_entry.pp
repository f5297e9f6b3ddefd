# unique of a hash calls the block for each value, even for one entry
notice({ 'a' => 1 }.unique |$v| { fail("called with ${v}") })
