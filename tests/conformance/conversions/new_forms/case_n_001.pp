notice(Integer.new({from => 'ff', radix => 16}))
