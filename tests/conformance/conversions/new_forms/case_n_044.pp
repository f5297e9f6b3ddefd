notice(Float.new({from => '-1.5', abs => true}))
