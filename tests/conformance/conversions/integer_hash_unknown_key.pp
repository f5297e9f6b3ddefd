notice(Integer({from => '10', base => 3}))
