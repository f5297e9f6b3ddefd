notice(Integer({from => '0x10'}))
notice(Integer({from => '10', radix => 2}))
