notice(Integer.new({from => '10'}))
