notice(Integer({from => '-3', abs => true}))
