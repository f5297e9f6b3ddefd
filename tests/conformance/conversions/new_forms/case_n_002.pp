notice(Integer.new({from => '12', abs => true}))
