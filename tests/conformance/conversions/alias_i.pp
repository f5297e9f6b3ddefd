notice(Integer({from => [1]}))
