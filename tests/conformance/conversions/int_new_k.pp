notice(Integer({from => '10', radix => 3}))
