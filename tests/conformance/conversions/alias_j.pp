notice(Float({from => '1', abs => 1}))
