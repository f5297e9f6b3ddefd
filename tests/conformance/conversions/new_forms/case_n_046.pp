notice(Numeric.new({from => '-3', abs => true}))
